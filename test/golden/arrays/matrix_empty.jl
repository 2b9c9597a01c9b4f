# A Matrix with no rows still knows its columns (its header keeps both
# dimensions): size, display, reshape, hcat/vcat, permutedims, sum(dims).
m = zeros(0, 3)
println(size(m), " ", size(m, 2), " ", length(m), " ", isempty(m))
display(m)
r = reshape(Int[], 0, 4)
println(size(r), " ", axes(r, 2))
display(Matrix{Int}(undef, 2, 0))
v = vec(zeros(2, 3))
println(size(v))
x = [1 2 3; 4 5 6]
println(size(x), " ", size(reshape(x, 3, 2)), " ", reshape(x, 3, 2))
e = Array{Float64}(undef, 0, 5)
println(size(hcat(e, e)), " ", size(vcat(e, e)), " ", size(permutedims(e)))
println(size(sum(m; dims=2)))
println(Array{Int}(undef, 2, 0, 3))
