# qr as Julia's docs show it (the examples of qr and qr!), Q and R checked by
# their properties, and least squares with A \ b for a matrix that is not
# square: overdetermined (against the normal equations), underdetermined
# (the minimum-norm solution, B'(BB')⁻¹b) and rank deficient.
using LinearAlgebra
A = [3.0 -6.0; 4.0 -8.0; 0.0 1.0]
F = qr(A)
display(F)
println(F.Q * F.R == A, " ", size(F.Q), " ", size(F.R))
display(qr([1.0 2.0; 3.0 4.0]))
Q = collect(F.Q)
println(norm(Q' * Q - I) < 1e-15, " ", norm(F.Q' * A - [F.R; zeros(1, 2)]) < 1e-14)
thin = Matrix{Float64}(F.Q)
println(Matrix(F.Q) == thin, " ", Matrix(I, 2, 3), " ", Matrix(F.Q * I) == Q)
println(size(thin), " ", norm(thin * F.R - A) < 1e-14, " ", norm(F.Q * [1.0, 2.0] - thin * [1.0, 2.0]) < 1e-15)
println(F \ [1.0, 2.0, 3.0] ≈ [6.44, 3.0], " ", A \ [1.0, 2.0, 3.0] ≈ [6.44, 3.0])

# a tall matrix: the least squares solution solves the normal equations
M = [Float64((i * 7 + j * 3) % 11 - 5) for i in 1:12, j in 1:5]
b = [Float64(i % 4) for i in 1:12]
x = M \ b
println(norm(M' * (M * x - b)) < 1e-12, " ", norm(x - (M' * M) \ (M' * b)) < 1e-12)
G = qr(M)
println(norm(G.Q * G.R - M) < 1e-13, " ", norm(G \ b - x) < 1e-12, " ", all(abs(G.R[i, j]) == 0 for i in 1:5, j in 1:5 if i > j))
X = M \ [b 2b]
println(size(X), " ", norm(X[:, 2] - 2x) < 1e-12)

# a wide matrix: the minimum-norm solution
B = [1.0 2.0 3.0; 4.0 5.0 6.0]
y = B \ [1.0, 2.0]
println(norm(y - [-3.0, 6.0, 15.0] / 54) < 1e-14, " ", norm(B * y - [1.0, 2.0]) < 1e-14)
display(qr(B).R)

# rank 1: the least squares solution of least norm
println(norm([1.0 1.0; 1.0 1.0; 1.0 1.0] \ [1.0, 2.0, 3.0] - [1.0, 1.0]) < 1e-14)
println(norm([1.0 2.0 3.0; 2.0 4.0 6.0] \ [1.0, 2.0] - [1.0, 2.0, 3.0] / 14) < 1e-14)
try
    A \ [1.0, 2.0]
catch e
    println(e isa DimensionMismatch)
end

# with column pivoting: the column of largest norm first
P = qr(A, ColumnNorm())
println(P.p, " ", norm(P.Q * P.R - A[:, P.p]) < 1e-14, " ", norm(A * P.P - P.Q * P.R) < 1e-14, " ", P \ [1.0, 2.0, 3.0] ≈ [6.44, 3.0])
println(qr(A, NoPivot()).R == F.R, " ", qr(M, ColumnNorm()) \ b ≈ x, " ", norm(Matrix(P.Q)' * Matrix(P.Q) - I) < 1e-15)
