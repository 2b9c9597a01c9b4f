# Diagonal, UpperTriangular, LowerTriangular, Symmetric and Tridiagonal:
# displayed as Julia's (⋅ where the kind makes a zero), their products,
# sums and solves, each checked by hand.
using LinearAlgebra
D = Diagonal([1, 2, 3])
display(D)
println(D * [1, 1, 1], " ", D[2, 2], " ", D[1, 2], " ", det(D), " ", tr(D), " ", diag(D))
U = UpperTriangular([1.0 2.0; 3.0 4.0])
display(U)
L = LowerTriangular([1.0 2.0; 3.0 4.0])
display(L)
println(U \ [5.0, 8.0], " ", L \ [1.0, 7.0], " ", det(U), " ", det(L))
S = Symmetric([1 2; 3 4])
display(S)
display(Symmetric([1 2; 3 4], :L))
T = Tridiagonal([1, 2, 3], [4, 5, 6, 7], [8, 9, 10])
display(T)
println(T * [1, 1, 1, 1], " ", T[3, 1], " ", T[2, 3], " ", T == Tridiagonal(collect(T)))
display(2 * D)
display(D + D)
display(U * U)
display(U')
display(T + T)
display(-L)
println(Diagonal([2.0, 4.0]) \ [1.0, 1.0], " ", inv(Diagonal([2.0, 4.0])) == Diagonal([0.5, 0.25]))
for M in (Diagonal([1.0, 0.0]), UpperTriangular([1.0 1.0; 0.0 0.0]), LowerTriangular([0.0 0.0; 1.0 0.0]))
    try
        M \ [1.0, 1.0]
    catch e
        println(e)
    end
end
println(collect(S), " ", S + S == Symmetric([2 4; 6 8]), " ", D + [1 1 1; 1 1 1; 1 1 1])
println([1 2 3; 4 5 6] * D, " ", D * [1 2; 3 4; 5 6], " ", D * D == Diagonal([1, 4, 9]))
display(inv(UpperTriangular([2.0 2.0; 0.0 4.0])))
A = [1.0 2.0 0.0 0.0; 3.0 4.0 5.0 0.0; 0.0 6.0 7.0 1.0; 0.0 0.0 2.0 9.0]
x = Tridiagonal(A) \ [3.0, 12.0, 14.0, 11.0]
println(norm(x - [1.0, 1.0, 1.0, 1.0]) < 1e-14, " ", norm(Tridiagonal(A) \ A - I) < 1e-14)
println(det(Tridiagonal(A[1:3, 1:3])), " ", Symmetric([2.0 1.0; 5.0 2.0]) * [1.0, 1.0])
try
    Tridiagonal([1.0, 0.0], [1.0, 1.0, 1.0], [1.0, 0.0]) \ [1.0, 1.0, 1.0]
catch e
    println(e)
end
# with I or a Diagonal, each keeps its kind
display(UpperTriangular([1 2; 3 4]) + I)
display(Symmetric([1 2; 3 4]) - 2I)
display(Diagonal([1, 1, 1]) + Tridiagonal([1, 2], [3, 4, 5], [6, 7]))
display(LowerTriangular([1.0 2.0; 3.0 4.0]) / 2)
