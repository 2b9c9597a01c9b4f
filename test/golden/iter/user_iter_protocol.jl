# A user iterator with a tuple state, eltype and length: collect makes a
# typed vector; the Iterators wrappers and the reductions take it as it is.
struct Fib
    n::Int
end
Base.iterate(f::Fib) = f.n < 1 ? nothing : (1, (1, 1, 1))
function Base.iterate(f::Fib, st)
    a, b, i = st
    i >= f.n && return nothing
    return (b, (b, a + b, i + 1))
end
Base.length(f::Fib) = f.n
Base.eltype(::Type{Fib}) = Int

println(collect(Fib(8)))
println(sum(Fib(10)), " ", maximum(Fib(6)), " ", length(Fib(4)), " ", eltype(Fib(1)))
println(collect(Iterators.take(Fib(20), 5)), " ", collect(Iterators.drop(Fib(6), 4)))
println(collect(zip(Fib(3), "abc")), " ", collect(enumerate(Fib(3))))
println([2x for x in Fib(5)], " ", filter(isodd, collect(Fib(7))))
println(13 in Fib(7), " ", 4 in Fib(7), " ", first(Fib(3)), " ", isempty(Fib(0)), " ", collect(Fib(0)))
println(mapreduce(x -> x * x, +, Fib(4)), " ", count(iseven, Fib(9)), " ", reduce(*, Fib(5)))
a, b, c = Fib(5)
println(a, b, c)
for (i, x) in enumerate(Iterators.reverse(collect(Fib(4))))
    print(i, ":", x, " ")
end
println()
println(Set(Fib(5)) == Set([1, 2, 3, 5]), " ", Dict(x => true for x in Fib(3))[2])
