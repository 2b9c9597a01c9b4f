# N-d arrays in broadcasts, comprehensions, reductions along a dimension, permutedims
a = reshape(collect(1:24), 2, 3, 4)
b = a .* 2 .+ 1
println(typeof(b), " ", b[2, 3, 4], " ", b[1, 1, 1])
println((a .+ [100, 200])[:, :, 1])
println((a .+ [1 2 3])[2, :, 2])
c = zeros(Int64, 2, 3, 4)
c .= a .- 1
println(c[end], " ", sum(c))
println(sqrt.(reshape([1.0, 4.0, 9.0, 16.0], 1, 2, 2)))
k = [i + 10j + 100k for i = 1:2, j = 1:3, k = 1:2]
println(typeof(k), " ", size(k))
println(k)
println(sum(a; dims=3))
println(sum(a; dims=1)[:, :, 4])
println(size(sum(a; dims=2)), " ", maximum(a; dims=2)[:, :, 1])
println(prod(reshape([1, 2, 3, 4, 5, 6, 7, 8], 2, 2, 2); dims=3))
println(sum(a), " ", maximum(a), " ", minimum(a .- 5))
p = permutedims(a, (3, 1, 2))
println(size(p), " ", p[4, 2, 3] == a[2, 3, 4], " ", p[2, 1, 3] == a[1, 3, 2])
println(permutedims(reshape(collect(1:8), 2, 2, 2), (2, 1, 3)))
println(map(x -> x * 10, reshape([1, 2], 1, 1, 2)))
println(a == reshape(1:24, 2, 3, 4), " ", a == b)
