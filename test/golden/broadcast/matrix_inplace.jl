# .= into a matrix, with a column broadcast across it
m = zeros(2, 3)
m .= [1.0, 2.0]
println(m)
m .+= [i + j for i in 1:2, j in 1:3]
println(m)
m .= 0.5
println(m)
