# Eigenvalues of symmetric matrices (exact where they are small integers),
# singular values and operator norms, checked by hand.
using LinearAlgebra
println(eigvals([2.0 1.0; 1.0 2.0]))
println(eigvals([1 0; 0 4]))
λ = eigvals([4.0 1.0 0.0; 1.0 3.0 1.0; 0.0 1.0 2.0])
println(all(abs.(λ .- [3 - sqrt(3), 3.0, 3 + sqrt(3)]) .< 1e-12))
println(issymmetric([1 2; 2 1]), " ", issymmetric([1 2; 3 1]))
println(opnorm([1 -2; 3 4], 1), " ", opnorm([1 -2; 3 4], Inf))
println(abs(opnorm([3.0 0.0; 0.0 -5.0]) - 5.0) < 1e-12, " ", svdvals([3.0 0.0; 0.0 -5.0]))
