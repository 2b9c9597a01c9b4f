struct Point{T<:Real}
    x::T
    y::T
end

norm2(p::Point) = p.x^2 + p.y^2

function Base.show(io::IO, p::Point)
    print(io, "(", p.x, ", ", p.y, ")")
end
