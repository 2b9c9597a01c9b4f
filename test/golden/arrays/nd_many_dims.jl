# arrays of more than 7 dimensions: sizes, indexing, reductions, show, display
a = zeros(1, 1, 1, 1, 1, 1, 1, 2)
a[1, 1, 1, 1, 1, 1, 1, 2] = 3.0
println(size(a), " ", ndims(a), " ", sum(a), " ", a[2])

b = reshape(collect(1:16), 2, 1, 2, 1, 1, 2, 1, 1, 2)
println(size(b), " ", ndims(b), " ", length(b))
println(b[2, 1, 2, 1, 1, 2, 1, 1, 2], " ", b[1, 1, 1, 1, 1, 1, 1, 1, 2])
b[1, 1, 2, 1, 1, 1, 1, 1, 1] = 100
println(sum(b), " ", maximum(b))
show(b); println()
display(b)

c = zeros(Int, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2)
c[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2] = 7
println(size(c), " ", sum(c), " ", c[2], " ", typeof(c))
show(c); println()
display(c)
println(axes(c, 12), " ", size(c, 12))

d = ones(2, 1, 1, 1, 1, 1, 1, 2)
println(sum(d; dims=8))
println(size(sum(d; dims=1)))
println(d .+ 1 == fill(2.0, 2, 1, 1, 1, 1, 1, 1, 2))
for I in CartesianIndices(d)
    print(I, " ")
end
println()

e = [i + j + k for i in 1:2, j in 1:1, k in 1:2, l in 1:1, m in 1:1, n in 1:1, o in 1:1, p in 1:1, q in 1:2]
println(size(e), " ", sum(e))
println(cumsum(e; dims=9)[:, 1, :, 1, 1, 1, 1, 1, 2])
println(maximum(e; dims=(1, 9)))
f = Array{Float64}(undef, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1)
fill!(f, 0.5)
println(sum(f), " ", typeof(f))
g = reshape(collect(1:24), 2, 3, 1, 1, 1, 1, 1, 1, 4)
println(g[2, 3, 1, 1, 1, 1, 1, 1, 4], " ", g[CartesianIndex(1, 2, 1, 1, 1, 1, 1, 1, 3)])
println(size(permutedims(g, (9, 1, 2, 3, 4, 5, 6, 7, 8))))
try
    g[1, 1, 1, 1, 1, 1, 1, 1, 5]
catch err
    showerror(stdout, err); println()
end
