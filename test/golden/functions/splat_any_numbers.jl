# max, min and + over the elements of a Vector{Any} holding numbers of two
# types: Julia's methods (max(x, y, z, xs...)) promote pairwise.
v = Any[1, 2.5]
println(max(v...), " ", min(v...), " ", +(v...))
push!(v, 7)
println(max(v...), " ", min(v...), " ", +(v...), " ", *(v...))
println(max(v..., 10), " ", min(-1, v...))
