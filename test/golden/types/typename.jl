# typeof(x).name.name, as Julia code written before nameof reads a type's
# name; the TypeName itself shows as typename(T).
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Rect <: Shape
    w::Float64
    h::Float64
end

function main()
    shapes = Shape[Circle(1.0), Rect(2, 3)]
    println(map(s -> typeof(s).name.name, shapes))
    println(Circle.name.name === nameof(Circle), " ", Vector{Int}.name.name)
    println(Circle.name)
end
main()
