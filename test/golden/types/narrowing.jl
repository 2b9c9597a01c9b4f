# A test on a local narrows its type in the branch it guards, as in Julia.
describe(x::Int) = "int $x"
describe(x::String) = "string $x"
function f(x::Union{Int, Nothing})
    if x === nothing
        return "nothing"
    else
        return describe(x)
    end
end
g(x::Union{Int, String}) = x isa Int ? x + 1 : sizeof(x) > 0
h(x::Union{Int, Nothing}) = x !== nothing && x > 2
println(f(3), " ", f(nothing))
println(g(4), " ", g("ab"))
println(h(3), " ", h(1), " ", h(nothing))
k(x::Union{Int, Nothing}) = x === nothing || x < 0
println(k(nothing), " ", k(-1), " ", k(5))
