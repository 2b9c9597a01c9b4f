f(x::Real, y::Real) = "Real, Real"
f(x::Int, y::Real) = "Int, Real"
f(x::Int, y::Int) = "Int, Int"

println(f(1, 2))
println(f(1, 2.0))
println(f(1.0, 2))
println(f(true, 2))

h(x::Integer) = "Integer"
h(x::Int) = "Int"
println(h(3))
println(h(false))

area(x::Int) = area(Float64(x))
area(x::Float64) = x * x
println(area(3))
println(area(1.5))

function walk(n::Int)
    if n <= 0
        return "done"
    end
    return walk(n - 1.0)
end
function walk(x::Float64)
    println("float step ", x)
    return walk(Int(x) - 1)
end
println(walk(3))
