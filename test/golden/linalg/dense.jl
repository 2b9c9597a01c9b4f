# rank, cond, pinv, isposdef, triu/tril, diagm, kron: the examples of
# Julia's docstrings (rank, diagm) and small cases by hand.
using LinearAlgebra
println(rank(Matrix(I, 3, 3)), " ", rank(diagm(0 => [1, 0, 2])), " ", rank(diagm(0 => [1, 0.001, 2]), rtol = 0.1), " ",
        rank(diagm(0 => [1, 0.001, 2]), rtol = 0.00001), " ", rank(diagm(0 => [1, 0.001, 2]), atol = 1.5))
println(rank([1.0 2.0; 2.0 4.0]), " ", rank(zeros(3, 2)), " ", rank(ones(3, 4)))
println(cond([1.0 0.0; 0.0 2.0]), " ", cond([1.0 0.0; 0.0 4.0], 1), " ", cond([1.0 0.0; 0.0 4.0], Inf))
A = [1.0 2.0; 3.0 4.0; 5.0 6.0]
P = pinv(A)
println(size(P), " ", norm(P * A - I) < 1e-14, " ", norm(A * P * A - A) < 1e-13, " ", norm(pinv([1.0 1.0; 1.0 1.0]) - fill(0.25, 2, 2)) < 1e-15)
println(isposdef([2.0 1.0; 1.0 2.0]), " ", isposdef([1.0 2.0; 2.0 1.0]), " ", isposdef([1.0 2.0; 0.0 1.0]))
M = [1 2 3; 4 5 6; 7 8 9]
println(triu(M), " ", tril(M), " ", triu(M, 1), " ", tril(M, -1))
println(istriu([1 2; 0 3]), " ", istril([1 2; 0 3]), " ", isdiag([1 0; 0 3]), " ", isdiag([1 0; 1 3]))
display(diagm(1 => [1, 2, 3]))
display(diagm(1 => [1, 2, 3], -1 => [4, 5]))
println(diagm([1, 2]), " ", kron([1 2; 3 4], [1 1; 1 1]), " ", kron([1, 2], [1, 10]))
