# building matrices: 2-d comprehensions, literals of blocks, hcat/vcat of many, stacking rows
n = 4
hilbert = [1 // (i + j - 1) for i in 1:3, j in 1:3]
println(hilbert)
ident = [i == j ? 1 : 0 for i in 1:n, j in 1:n]
println(ident, " ", sum(ident), " ", size(ident))
blocks = [ident[1:2, 1:2] zeros(Int, 2, 2); ones(Int, 2, 2) 2ident[3:4, 3:4]]
println(blocks)
rows = [[1, 2, 3], [4, 5, 6]]
println(reduce(hcat, rows), " ", reduce(vcat, rows), " ", hcat(rows[1], rows[2]))
stacked = permutedims(reduce(hcat, rows))
println(stacked, " ", size(stacked))
pairs_m = [(i, j) for i in 1:2, j in 1:3]
println(pairs_m[2, 3], " ", size(pairs_m), " ", eltype(pairs_m))
evens = [x for x in 1:10 if iseven(x)]
grid = [a * b for a in evens[1:2], b in evens[1:3]]
println(evens, " ", grid, " ", typeof(grid))
squares = Float64[k^2 for k in 1:3]
println(squares, " ", [k for k in 1:0], " ", typeof([k for k in 1:0]), " ", [(k, k) for k in 'a':'b'])
