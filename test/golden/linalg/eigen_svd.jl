# eigen of symmetric matrices and svd: Julia's doc examples where the signs
# are forced (a diagonal matrix, a 1×1 one), svdvals of the svd docstring's
# matrix, and the factorizations checked by their properties: A V = V Λ,
# V'V = I, A = U Diagonal(S) Vt with orthonormal U and V, S descending.
using LinearAlgebra
display(eigen([1.0 0.0 0.0; 0.0 3.0 0.0; 0.0 0.0 18.0]))
display(svd([2.0;;]))
println(svdvals([1.0 0.0 0.0 0.0 2.0; 0.0 0.0 3.0 0.0 0.0; 0.0 0.0 0.0 0.0 0.0; 0.0 2.0 0.0 0.0 0.0]))

function check_eigen(A)
    E = eigen(A)
    V, λ = E.vectors, E.values
    return norm(A * V - V * Diagonal(λ)) < 1e-12 * max(1.0, opnorm(A, 1)) && norm(V' * V - I) < 1e-13 &&
           issorted(λ) && eigvals(A) ≈ λ
end
function check_svd(A)
    F = svd(A)
    k = minimum(size(A))
    return norm(F.U * Diagonal(F.S) * F.Vt - A) < 1e-12 * max(1.0, opnorm(A, 1)) && norm(F.U' * F.U - I) < 1e-13 &&
           norm(F.Vt * F.Vt' - I) < 1e-13 && F.V == F.Vt' && issorted(F.S; rev = true) && all(F.S .>= 0) &&
           size(F.U) == (size(A, 1), k) && size(F.Vt) == (k, size(A, 2)) && svdvals(A) == F.S
end
sym(n) = [Float64((i * j + 3 * (i + j)) % 13 - 6) for i in 1:n, j in 1:n]
println(check_eigen([4.0 1.0 2.0; 1.0 3.0 0.5; 2.0 0.5 5.0]), " ", check_eigen(sym(12)), " ", check_eigen([2 1; 1 2]),
        " ", check_eigen(ones(5, 5)), " ", check_eigen(Symmetric([1.0 2.0; 99.0 3.0])), " ", check_eigen(Diagonal([3.0, 1.0, 2.0])))
println(eigen([2.0 1.0; 1.0 2.0]).values, " ", eigen(ones(3, 3)).values ≈ [0.0, 0.0, 3.0])
M = [Float64((i * 7 + j * 3) % 11 - 5) for i in 1:9, j in 1:4]
println(check_svd(M), " ", check_svd(collect(M')), " ", check_svd(ones(4, 3)), " ", check_svd(zeros(2, 3)),
        " ", check_svd([1 2; 3 4]), " ", check_svd(sym(10)))
F = svd([3.0 0.0; 0.0 -5.0])
println(F.S, " ", abs.(F.U) == [0.0 1.0; 1.0 0.0], " ", svdvals([1 2; 2 4]) ≈ [5.0, 0.0])
try
    eigvals([1.0 2.0; 3.0 4.0])
catch e
    println(sprint(showerror, e))
end
for A in (M, collect(M'), ones(3, 2))
    F = svd(A; full = true)
    m, n = size(A)
    println(size(F.U), size(F.Vt), " ", norm(F.U' * F.U - I) < 1e-13, " ", norm(F.Vt * F.Vt' - I) < 1e-13, " ",
            norm(F.U[:, 1:min(m, n)] * Diagonal(F.S) * F.Vt[1:min(m, n), :] - A) < 1e-12)
end
