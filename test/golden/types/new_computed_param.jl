# new{...}() with type parameters computed from the arguments (Julia: any expression)
struct W{T}
    u::Vector{T}
    W(u) = new{eltype(u)}(u)
end
w = W([1, 2])
println(w, " ", typeof(w))
println(W(["a"]))
struct P2{T, N}
    x::NTuple{N, T}
    P2(x::Tuple) = new{eltype(x), length(x)}(x)
end
println(typeof(P2((1.5, 2.5, 3.5))))
