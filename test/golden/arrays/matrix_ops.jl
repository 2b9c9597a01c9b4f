# ndims/axes/eachindex, reshape and vec (sharing elements), permutedims, rotations, repeat, circshift, blocks, dims= reductions
m = [1 2 3; 4 5 6]
println(ndims(m), " ", ndims([1]), " ", axes(m), " ", axes(m, 2), " ", eachindex([5, 6]))
for i in axes(m, 1)
    print(i, " ")
end
println()
r = reshape(1:6, 2, 3)
println(r, " ", size(r))
v = vec(m)
println(v)
v[1] = 100
println(m)
println(reshape(m, 3, 2), " ", reshape(m, :, 1), " ", reshape(m, 6))
println(permutedims(m), " ", permutedims([1, 2]))
println(rotl90(m), " ", rotr90(m), " ", rot180(m))
println(repeat([1, 2], 3), " ", repeat([1, 2], 2, 2), " ", repeat([1 2], 2, 2))
println(circshift([1, 2, 3, 4], 1), " ", circshift([1, 2, 3, 4], -1), " ", circshift([1 2; 3 4], (1, 1)))
m = [1 2 3; 4 5 6; 7 8 9]
println(m[1:2, :], " ", m[:, 2:3], " ", m[[1, 3], [1, 3]], " ", m[2, 2:3], " ", m[2:3, 1])
m[1:2, 2:3] = [10 20; 30 40]
println(m)
println(sum(m; dims=1), " ", sum(m; dims=2), " ", maximum(m; dims=1), " ", minimum(m; dims=2), " ", prod([1 2; 3 4]; dims=1))
println(sum(m), " ", maximum(m), " ", sum([1.5 2.5]; dims=2))
println(m[5], " ", m == copy(m), " ", [1 2] == [1, 2], " ", collect(m) == m)
