# keyword arguments to constructors, outer ones of a struct and of a parametric one
struct P
    x::Int
    y::Int
end
P(; x = 1, y = 2) = P(x, y)
P(a::Int; y = 5) = P(a, y)
println(P(x = 3), " ", P(), " ", P(7), " ", P(7; y = 0), " ", P(1, 2))
struct Q{T}
    v::T
end
Q(v::T; scale = 1) where {T} = Q{T}(v * scale)
println(Q(2; scale = 3), " ", Q(1.5))
