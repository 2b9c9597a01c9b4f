"""
    Shapes

Geometry with abstract types, parametric structs and docstrings.
"""
module Shapes

export Shape, Circle, Rect, area, perimeter
public describe

abstract type Shape end

"A circle of radius `r`."
struct Circle{T<:Real} <: Shape
    r::T
    Circle(r::T) where {T<:Real} = r < 0 ? throw(ArgumentError("negative radius")) : new{T}(r)
end

mutable struct Rect <: Shape
    w::Float64
    h::Float64
end

area(c::Circle) = π * c.r^2
area(r::Rect) = r.w * r.h
perimeter(c::Circle{T}) where {T} = 2π * c.r
perimeter(r::Rect)::Float64 = 2(r.w + r.h)

function describe(io::IO, s::Shape; digits::Int=2)
    a = round(area(s); digits)
    println(io, "$(nameof(typeof(s))) with area $a")
end

Base.:(==)(a::Rect, b::Rect) = a.w == b.w && a.h == b.h
Base.show(io::IO, r::Rect) = print(io, "Rect(", r.w, " × ", r.h, ")")

end # module
