# mapreduce, reduce, sum/prod/maximum/minimum of f, count, any and all along
# dimensions: the examples of Julia's reducedim.jl docstrings.
A = [1 2; 3 4]
println(sum(abs2, A; dims=1), " ", sum(abs2, A; dims=2), " ", prod(abs2, A; dims=1), " ", prod(abs2, A; dims=2))
println(maximum(abs2, A; dims=1), " ", maximum(abs2, A; dims=2), " ", minimum(abs2, A; dims=1), " ", minimum(abs2, A; dims=2))
a = reshape(collect(1:16), (4, 4))
display(mapreduce(isodd, *, a; dims=1))
display(mapreduce(isodd, |, a; dims=1))
display(reduce(max, a; dims=2))
display(reduce(max, a; dims=1))
display(count(<=(2), A; dims=1))
display(count(<=(2), A; dims=2))
B = [true false; true true]
display(all(B; dims=1))
display(all(B; dims=2))
C = [true false; true false]
display(any(C; dims=1))
display(any(C; dims=2))
D = [1 -1; 2 2]
display(all(i -> i > 0, D; dims=1))
display(all(i -> i > 0, D; dims=2))
E = [1 -1; 2 -2]
display(any(i -> i > 0, E; dims=1))
display(any(i -> i > 0, E; dims=2))
println(count(isodd, A), " ", count(A .> 1), " ", any(A .> 3), " ", all(A .> 0), " ", sum(abs2, A), " ", reduce(+, A; init=10))
println(sum(x -> 2x, A; dims=1, init=100), " ", mapreduce(x -> x^2, +, A; dims=(1, 2)))
