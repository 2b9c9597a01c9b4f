# cholesky of a small positive definite matrix (U = [2 1; 0 2] by hand),
# UpperTriangular shown with ⋅ as Julia shows it, and PosDefException.
using LinearAlgebra
C = cholesky([4.0 2.0; 2.0 5.0])
display(C)
println(C.L * collect(C.U) == [4.0 2.0; 2.0 5.0], " ", C.L, " ", det(C))
println(C \ [8.0, 9.0])
display(UpperTriangular([1.5 2.0 3.0; 4.0 5.0 6.0; 7.0 8.0 9.25]))
try
    cholesky([1.0 2.0; 2.0 1.0])
catch e
    println(sprint(showerror, e))
end
try
    cholesky([1.0 2.0; 3.0 1.0])
catch e
    println(sprint(showerror, e))
end
