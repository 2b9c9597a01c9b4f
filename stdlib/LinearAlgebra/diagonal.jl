# diagonal.jl — Diagonal(v): the square matrix with v on its diagonal,
# zeros (shown as ⋅) elsewhere, stored as v alone. Products with it scale
# rows or columns; \ divides.

struct Diagonal{T, V<:AbstractVector{T}} <: AbstractMatrix{T}
    diag::V
end
Diagonal(v::AbstractVector{T}) where {T} = Diagonal{T, typeof(v)}(v)
Diagonal(a::AbstractMatrix) = Diagonal(diag(a))

size(d::Diagonal) = (length(d.diag), length(d.diag))
getindex(d::Diagonal{T}, i::Int64, j::Int64) where {T} = i == j ? d.diag[i] : zero(T)
structural_zero(d::Diagonal, i::Int64, j::Int64) = i != j
map_structure(f, d::Diagonal) = Diagonal(map(f, d.diag))
transpose(d::Diagonal) = d
adjoint(d::Diagonal{<:Real}) = d

# the diagonal of a matrix, as a Vector
function diag(a::AbstractMatrix)
    return [a[i, i] for i in 1:min(size(a, 1), size(a, 2))]
end
diag(d::Diagonal) = copy(d.diag)

structured_sum(op, a::Diagonal, b::Diagonal) = (same_size(a, b); Diagonal(op(a.diag, b.diag)))
structured_product(a::Diagonal, b::Diagonal) = (product_size(a, b); Diagonal(a.diag .* b.diag))
# D * x, D * B: each row i times d[i]; A * D: each column j times d[j]
structured_product(a::Diagonal, x::AbstractVector) = (product_size(a, x); a.diag .* x)
structured_product(a::Diagonal, b::AbstractMatrix) = (product_size(a, b); a.diag .* dense(b))
structured_product(a::AbstractMatrix, b::Diagonal) = (product_size(a, b); dense(a) .* transpose(b.diag))

det(d::Diagonal) = prod(d.diag)
tr(d::Diagonal) = sum(d.diag)

# D \ b: each row divided by its d[i]; a zero d[i] is SingularException(i)
function \(d::Diagonal, b::AbstractVecOrMat)
    n = size(d, 1)
    size(b, 1) == n || throw(DimensionMismatch(string("diagonal matrix is ", n, " by ", n,
                                                      " but right hand side has ", size(b, 1), " rows")))
    check_diagonal(d)
    return d.diag .\ dense(b)
end
inv(d::Diagonal) = (check_diagonal(d); Diagonal(map(inv, d.diag)))
