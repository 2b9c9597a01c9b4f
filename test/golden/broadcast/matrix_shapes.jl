# a column (vector) against a row (1×n matrix) gives a matrix; lengths of 1 stretch
col = [1, 2, 3]
row = [10 * j for i in 1:1, j in 1:2]
println(row, " ", size(row))
m = col .+ row
println(m, " ", size(m))
println(m .* 2)
println(m .- col)
println(size(zeros(1, 4) .+ zeros(3)))
