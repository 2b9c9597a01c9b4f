# isa with a union that holds a parametric type by its bare name.
f(x) = x isa Union{Integer, Rational} ? "exact" : "inexact"
println(f(1), " ", f(1//2), " ", f(1.0), " ", f(0x01))
h(x) = isa(x, Union{Int, Rational})
println(h(1), " ", h(3//4), " ", h(1.5))
g(x::Union{Integer, Rational}) = x + 1
println(g(2), " ", g(1//2))
function describe(xs)
    for x in xs
        if x isa Union{Rational, AbstractFloat}
            println(x, " is a ratio or float")
        else
            println(x, " is something else")
        end
    end
end
describe(Any[1, 2//3, 2.5, "s"])
