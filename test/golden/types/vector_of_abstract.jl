# A Vector of an abstract type holding three concrete shapes: in the closed
# world its elements are one of the instantiated subtypes, so dispatch on
# them is static and the program builds with --trim=safe.
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    side::Float64
end
struct Rect <: Shape
    w::Float64
    h::Float64
end
area(c::Circle) = 3.0 * c.r * c.r
area(s::Square) = s.side * s.side
area(r::Rect) = r.w * r.h
name(::Circle) = "circle"
name(::Square) = "square"
name(::Rect) = "rect"

function main()
    shapes = Shape[]
    push!(shapes, Circle(1.0))
    push!(shapes, Square(2.0))
    push!(shapes, Rect(2.0, 3.0))
    total = 0.0
    for s in shapes
        println(name(s), ": ", area(s))
        total += area(s)
    end
    println("total: ", total)
    println(shapes[2])
    println(typeof(shapes))
end
println(Shape[Circle(2.0), Rect(1.0, 2.0)])
