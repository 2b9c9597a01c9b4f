# A type parameter from a run-time value, dispatched as Julia does: K{i}()
# and Val(i) with i known only when the program runs. A method for one
# value (K{1}) is chosen by the value; the others take the general method,
# whose `where` variable is the value.
struct K{N} end
struct Scaled{N}
    x::Int
end
describe(::K{1}) = "one"
describe(::K{2}) = "two"
describe(::K{N}) where N = "K of $N"
double(::Val{N}) where N = 2N
scale(s::Scaled{N}) where N = s.x * N
flag(::Val{true}) = "yes"
flag(::Val{false}) = "no"
both(::K{N}, ::K{M}) where {N, M} = (N, M)
kind(x::T) where T = T

function main(n)
    for i in 0:n
        k = K{i}()
        println(describe(k), " | ", k, " | ", typeof(k), " | ", double(Val(i)))
        s = Scaled{i}(10)
        println(scale(s), " ", s, " ", s.x, " ", s === Scaled{2}(10), " ", s isa Scaled{3})
        println(k === K{2}(), " ", k isa K{1}, " ", k isa K, " ", flag(Val(iseven(i))))
        T = K{i + 100}
        println(T, " ", T(), " ", kind(T()) === T, " ", both(k, T()))
        j = isodd(i) ? K{1}() : K{i}()     # K{1} or K{i}: one of the family
        println(describe(j), " ", "$j", " ", Val(iseven(i)), " ", typeof(Val(i > 1)))
    end
end
main(parse(Int, "3"))
