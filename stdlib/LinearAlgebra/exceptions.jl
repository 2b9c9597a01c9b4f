# exceptions.jl — the errors of factorizations, printed as Julia's.

# A zero pivot: the factorization (or the solve) met a singular matrix at
# column info. Julia prints it as the value it is: SingularException(2).
struct SingularException <: Exception
    info::Int64
end
showerror(io::IO, e::SingularException) = print(io, "SingularException(", e.info, ")")

# cholesky of a matrix that is not positive definite (info: the failing
# leading minor, -1 when the matrix is not Hermitian)
struct PosDefException <: Exception
    info::Int64
end
showerror(io::IO, e::PosDefException) =
    print(io, "PosDefException: matrix is not ", e.info == -1 ? "Hermitian" : "positive definite",
          "; Factorization failed.")

checksquare(a::AbstractMatrix) = size(a, 1) == size(a, 2) ? size(a, 1) :
    throw(DimensionMismatch(string("matrix is not square: dimensions are ", size(a))))
