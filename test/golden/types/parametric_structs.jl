abstract type Shape{T} end
struct Point{T<:Real}
    x::T
    y::T
end
struct Box{T} <: Shape{T}
    lo::T
    hi::T
    Box{T}(a, b) where {T} = new(min(a, b), max(a, b))
end
Box(a::T, b::T) where {T} = Box{T}(a, b)
p = Point(1, 2)
q = Point{Float64}(1, 2)
println(p.x + p.y, " ", q.x)
b = Box(5, 3)
println(b.lo, " ", b.hi)
norm1(p::Point) = abs(p.x) + abs(p.y)
println(norm1(p), " ", norm1(q))
println(typeof(p), " ", typeof(q), " ", typeof(b))
area(s::Shape) = s.hi - s.lo
println(area(b))
