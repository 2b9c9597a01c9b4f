# A method with a default constructor's signature replaces it; the one taking
# the field types exactly stays (W(5) converts through W(::String)).
struct W
    s::String
end
W(x) = W(string(x))
struct P{T}
    x::T
end
P(x::T) where {T} = P{T}(x)
struct Q
    a::Float64
end
println(W(5).s, " ", W("a").s)
println(P(1).x)
println(Q(2).a)
