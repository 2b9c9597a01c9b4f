# LinearAlgebra.jl — jlc's LinearAlgebra, loaded on `using LinearAlgebra`
# (src/methods.c, package_module). Products, transpose and adjoint live in
# Base (base/matmul.jl, base/adjoint.jl), as Julia's sysimage has them;
# this module adds mul! to the names a program sees, the vector and matrix
# functions (generic.jl), UniformScaling I, and the LU factorization that
# det, inv and \ rest on (lu.jl), the structured matrices (triangular.jl,
# diagonal.jl, symmetric.jl, tridiag.jl, what they share in structured.jl),
# qr and least squares (qr.jl), eigenvalues and eigenvectors of symmetric
# matrices (eigen.jl), the singular value decomposition (svd.jl), and what
# rests on them (dense.jl).
module LinearAlgebra

import Base: *, +, -, \, inv, size, getindex, display, show, print, showerror, mul!, transpose, adjoint
export mul!, transpose, adjoint, Transpose, Adjoint, dot, cross, norm, normalize, tr, det, inv, I,
       UniformScaling, lu, LU, SingularException, PosDefException, DimensionMismatch, issymmetric, eigvals,
       svdvals, opnorm, cholesky, Cholesky, UpperTriangular, LowerTriangular, Diagonal, Symmetric, Tridiagonal,
       diag, qr, eigen, Eigen, eigvecs, svd, SVD, rank, cond, pinv, isposdef, triu, tril, istriu, istril, isdiag,
       diagm, kron, ColumnNorm, NoPivot

include("LinearAlgebra/exceptions.jl")
include("LinearAlgebra/generic.jl")
include("LinearAlgebra/uniformscaling.jl")
include("LinearAlgebra/lu.jl")
include("LinearAlgebra/triangular.jl")
include("LinearAlgebra/diagonal.jl")
include("LinearAlgebra/symmetric.jl")
include("LinearAlgebra/tridiag.jl")
include("LinearAlgebra/structured.jl")
include("LinearAlgebra/qr.jl")
include("LinearAlgebra/eigen.jl")
include("LinearAlgebra/svd.jl")
include("LinearAlgebra/dense.jl")
include("LinearAlgebra/cholesky.jl")

end
