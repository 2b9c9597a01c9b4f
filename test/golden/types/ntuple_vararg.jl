# NTuple{N, T} and Vararg{T, N}: N bound by the arguments, or fixed by a struct's parameter
f(t::NTuple{N, Int64}) where {N} = N
g(t::Tuple{Vararg{T, N}}) where {T, N} = (T, N)
println(f((1, 2, 3)), " ", f(()), " ", g((1.5, 2.5)))
struct Dims{N}
    d::NTuple{N, Int64}
end
x = Dims{2}((3, 4))
println(x.d, " ", typeof(x.d), " ", fieldtype(Dims{3}, 1))
println(NTuple{2, Int64} === Tuple{Int64, Int64}, " ", (1, 2) isa NTuple{2, Int64}, " ", (1, 2.0) isa NTuple{2, Int64})
h(t::NTuple{2, Int64}) = "pair"
h(t::Tuple) = "other"
println(h((1, 2)), " ", h((1, 2, 3)))
