# Julia 1.11: reshape and vec share the Memory, not the Array, so the vector
# may still grow (Julia 1.10 refused: "cannot resize array with shared data");
# once it moves to a larger Memory, the two no longer share.
tokens = [1, 2]
logits = reshape(tokens, :, 1)
push!(tokens, 123)
println(tokens, " ", logits, " ", size(logits))
v = collect(1:4)
m = reshape(v, 2, 2)
v[1] = 10
println(m[1, 1])
resize!(v, 6)
v[2] = 20
println(v[1:4], " ", m)
w = vec(m)
w[4] = 40
push!(w, 5)
w[1] = 0
println(w, " ", m)
