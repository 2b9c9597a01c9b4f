# a Vector of an abstract type holds values of its subtypes; calls dispatch on each
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Rect <: Shape
    w::Float64
    h::Float64
end
struct Square <: Shape
    s::Float64
end
area(c::Circle) = 3.0 * c.r^2
area(r::Rect) = r.w * r.h
area(s::Square) = s.s^2
name(::Shape) = "shape"
name(::Circle) = "circle"
shapes = Shape[Circle(1.0), Rect(2.0, 3.0)]
push!(shapes, Square(2.0))
println(length(shapes), " ", eltype(shapes))
for s in shapes
    println(name(s), " ", area(s))
end
println(sum(area, shapes), " ", maximum(area.(shapes)))
sorted = sort(shapes; by = area)
println([name(s) for s in sorted])
println(count(s -> s isa Circle, shapes), " ", shapes[2])
