# triangular.jl — UpperTriangular and LowerTriangular: views of a matrix's
# upper (lower) triangle, the rest zero (shown as ⋅); their products and
# sums stay triangular, \ is a substitution.

struct UpperTriangular{T, S<:AbstractMatrix{T}} <: AbstractMatrix{T}
    data::S
end
struct LowerTriangular{T, S<:AbstractMatrix{T}} <: AbstractMatrix{T}
    data::S
end
const Triangular = Union{UpperTriangular, LowerTriangular}

UpperTriangular(a::AbstractMatrix{T}) where {T} = (checksquare(a); UpperTriangular{T, typeof(a)}(a))
LowerTriangular(a::AbstractMatrix{T}) where {T} = (checksquare(a); LowerTriangular{T, typeof(a)}(a))

size(u::Triangular) = size(u.data)
getindex(u::UpperTriangular{T}, i::Int64, j::Int64) where {T} = i <= j ? u.data[i, j] : zero(T)
getindex(u::LowerTriangular{T}, i::Int64, j::Int64) where {T} = i >= j ? u.data[i, j] : zero(T)
structural_zero(u::UpperTriangular, i::Int64, j::Int64) = i > j
structural_zero(u::LowerTriangular, i::Int64, j::Int64) = i < j
map_structure(f, u::UpperTriangular) = UpperTriangular(map(f, u.data))
map_structure(f, u::LowerTriangular) = LowerTriangular(map(f, u.data))

# the transpose of one triangle is the other, over the lazy transpose
transpose(u::UpperTriangular) = LowerTriangular(transpose(u.data))
transpose(u::LowerTriangular) = UpperTriangular(transpose(u.data))
adjoint(u::UpperTriangular) = LowerTriangular(adjoint(u.data))
adjoint(u::LowerTriangular) = UpperTriangular(adjoint(u.data))

structured_sum(op, a::UpperTriangular, b::UpperTriangular) = UpperTriangular(op(dense(a), dense(b)))
structured_sum(op, a::LowerTriangular, b::LowerTriangular) = LowerTriangular(op(dense(a), dense(b)))
structured_product(a::UpperTriangular, b::UpperTriangular) = UpperTriangular(dense(a) * dense(b))
structured_product(a::LowerTriangular, b::LowerTriangular) = LowerTriangular(dense(a) * dense(b))

det(u::Triangular) = prod(u.data[i, i] for i in 1:size(u, 1))

# A zero on the diagonal: SingularException at the first (LAPACK's trtrs
# checks the whole diagonal before it solves)
function check_diagonal(u::AbstractMatrix)
    for i in 1:size(u, 1)
        iszero(u[i, i]) && throw(SingularException(i))
    end
end

# x = U \ b by back substitution (L \ b forward), column by column of b
function \(u::Triangular, b::AbstractVecOrMat)
    n = size(u, 1)
    size(b, 1) == n || throw(DimensionMismatch(string("second dimension of left hand side A, ", n,
                                                      ", and first dimension of right hand side B, ", size(b, 1), ", must match")))
    check_diagonal(u)
    S = typeof(zero(eltype(u)) * zero(eltype(b)) / one(eltype(u)))
    x = S[entry(b, i, j) for i in 1:n, j in 1:size(b, 2)]
    for c in 1:size(x, 2)
        substitute!(u, x, c)
    end
    return b isa AbstractVector ? vec(x) : x
end
function substitute!(u::UpperTriangular, x::Matrix, c::Int64)
    n = size(u, 1)
    for j in n:-1:1
        x[j, c] /= u.data[j, j]
        for i in 1:j - 1
            x[i, c] -= u.data[i, j] * x[j, c]
        end
    end
end
function substitute!(l::LowerTriangular, x::Matrix, c::Int64)
    n = size(l, 1)
    for j in 1:n
        x[j, c] /= l.data[j, j]
        for i in j + 1:n
            x[i, c] -= l.data[i, j] * x[j, c]
        end
    end
end

# the inverse of a triangular matrix is triangular (of the same kind)
inv(u::UpperTriangular) = UpperTriangular(u \ identity_matrix(lu_eltype(eltype(u)), size(u, 1)))
inv(u::LowerTriangular) = LowerTriangular(u \ identity_matrix(lu_eltype(eltype(u)), size(u, 1)))
identity_matrix(::Type{T}, n::Int64) where {T} = [i == j ? one(T) : zero(T) for i in 1:n, j in 1:n]
