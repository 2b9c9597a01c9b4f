# symmetric.jl — Symmetric(A, uplo = :U): A read through one triangle (the
# upper by default), mirrored into the other.

struct Symmetric{T, S<:AbstractMatrix{T}} <: AbstractMatrix{T}
    data::S
    uplo::Char
end
function Symmetric(a::AbstractMatrix{T}, uplo::Symbol = :U) where {T}
    checksquare(a)
    (uplo === :U || uplo === :L) || throw(ArgumentError(string("uplo argument must be either :U (upper) or :L (lower), got :", uplo)))
    return Symmetric{T, typeof(a)}(a, uplo === :U ? 'U' : 'L')
end

size(s::Symmetric) = size(s.data)
getindex(s::Symmetric, i::Int64, j::Int64) = (i <= j) == (s.uplo == 'U') ? s.data[i, j] : s.data[j, i]
structural_zero(s::Symmetric, i::Int64, j::Int64) = false
map_structure(f, s::Symmetric) = Symmetric(map(f, s.data), s.uplo == 'U' ? :U : :L)
transpose(s::Symmetric) = s
adjoint(s::Symmetric{<:Real}) = s
issymmetric(s::Symmetric) = true

structured_sum(op, a::Symmetric, b::Symmetric) = Symmetric(op(dense(a), dense(b)))
inv(s::Symmetric) = Symmetric(inv(dense(s)), s.uplo == 'U' ? :U : :L)
