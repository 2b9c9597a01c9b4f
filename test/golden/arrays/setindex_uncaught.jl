# filling a column of a table from a list one entry too long
table = zeros(Int, 3, 2)
table[:, 1] = [1, 2, 3]
println(table)
table[:, 2] = [10, 20, 30, 40]
println(table)
