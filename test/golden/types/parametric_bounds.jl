# parametric structs with bounded parameters: the outer constructor infers T
struct Interval{T<:Real}
    lo::T
    hi::T
end
Interval(lo::Real, hi::Real) = Interval(promote(lo, hi)...)
width(i::Interval) = i.hi - i.lo
a = Interval(1, 3)
b = Interval(0.5, 2)
c = Interval{Float32}(1, 2)
println(a, " ", typeof(a), " ", width(a))
println(b, " ", typeof(b), " ", width(b))
println(c, " ", typeof(c))
println(Interval{Int64} <: Interval, " ", Interval{Int64} <: Interval{Real})
