# Splatting a Vector{Any} or a Vector of an abstract type: its elements are
# values of the types stored in it (the closed world), each call on them
# split over those types.
w = Any[1, 2.5, "hi", :sym]
println(w...)
println("w = ", w..., '!')

h(x) = "one $x"
h(x, y) = "two $x $y"
h(x, y, z...) = "many $x $y $(length(z))"
println(h(w...))
println(h(Any[3]...))
println(h(Any["a", 3]...))

kind(x::Int) = "Int"
kind(x::AbstractFloat) = "Float"
kind(x) = "other"
function kinds(xs...)
    out = String[]
    for x in xs
        push!(out, kind(x))
    end
    return out
end
println(kinds(w...))
println(kinds(0.5, w..., 7))

only_int(x::Int) = x
try
    only_int(Any["a"]...)
catch err
    println(err isa MethodError)
end
println(only_int(Any[42]...))

abstract type Shape end
struct Sq <: Shape
    a::Float64
end
struct Ci <: Shape
    r::Float64
end
area(s::Sq) = s.a^2
area(s::Ci) = 3.0 * s.r^2
function total_area(ss::Shape...)
    t = 0.0
    for s in ss
        t += area(s)
    end
    return t
end
shapes = Shape[Sq(2.0), Ci(1.0), Sq(0.5)]
println(total_area(shapes...), " ", total_area(Ci(2.0), shapes...))
println(shapes...)
println(tuple(shapes...))
