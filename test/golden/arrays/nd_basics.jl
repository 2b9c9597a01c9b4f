# Array{T,3}: construction, size, indexing (also linear), slices, reshape
a = zeros(2, 3, 4)
println(typeof(a), " ", size(a), " ", ndims(a), " ", length(a))
println(size(a, 3), " ", size(a, 4))
a[1, 2, 3] = 5.0
println(a[1, 2, 3], " ", a[15], " ", sum(a))
b = Array{Float64}(undef, 2, 3, 4)
println(typeof(b), " ", size(b))
c = Array{Int64, 3}(undef, 2, 2, 2)
for i in 1:8
    c[i] = i * i
end
println(c[2, 1, 2], " ", c[end], " ", c[2, 2, 2])
f = fill(7, 2, 1, 2)
println(f, " ", typeof(f))
r = reshape(1:24, 2, 3, 4)
println(r[2, 3, 4], " ", r[1, 2, 3], " ", size(r))
v = collect(1:12)
s = reshape(v, 2, 3, 2)
s[1, 1, 2] = 100
println(v[7], " ", vec(s) == v)
println(r[:, :, 1])
println(r[1, :, 2])
println(r[:, 2, 3])
println(r[2, 2:3, [1, 4]])
println(size(r[:, :, 2:3]))
println(ones(Int64, 1, 2, 2), " ", zeros(Int64, (2, 1, 1)))
println(similar(a) isa Array{Float64, 3}, " ", size(copy(c)), " ", copy(c) == c)
for x in reshape([10, 20, 30, 40, 50, 60, 70, 80], 2, 2, 2)
    print(x, " ")
end
println()
