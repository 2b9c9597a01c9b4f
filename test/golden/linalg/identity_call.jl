# I(n): the n×n Diagonal of I's value
using LinearAlgebra
D = I(2)
display(D)
println(typeof(D), " ", D * [1, 2], " ", Matrix(2.0I(3)) == [2.0 0 0; 0 2.0 0; 0 0 2.0])
display(3I(2))
