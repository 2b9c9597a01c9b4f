# kron of vectors and matrices mixed (a vector counts as a column), with numbers, and its element type
using LinearAlgebra
println(kron([1, 2], [1 2; 3 4]))
println(kron([1 2; 3 4], [1, 2]))
println(kron([1 2; 3 4], [1 0; 0 1]))
println(kron([1, 2], [3, 4]), " ", kron([1 2], [1, 10]))
println(kron(2, [1 2]), " ", kron([1.5, 2], 2), " ", kron(2, 3))
println(typeof(kron([1, 2], [0.5 1.0])), " ", size(kron([1, 2, 3], ones(2, 2))))
