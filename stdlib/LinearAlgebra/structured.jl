# structured.jl — what Diagonal, UpperTriangular, LowerTriangular, Symmetric
# and Tridiagonal share. Each defines size, getindex(S, i, j),
# structural_zero(S, i, j) (a zero by its kind: shown as ⋅), map_structure
# (f of each stored element, the same kind back), and where the result keeps
# the structure, structured_sum and structured_product; the rest goes through
# the dense matrix.

const StructuredMatrix = Union{Diagonal, UpperTriangular, LowerTriangular, Symmetric, Tridiagonal}

Base.is_structural_zero(s::StructuredMatrix, k::Int64) =
    structural_zero(s, rem(k - 1, size(s, 1)) + 1, div(k - 1, size(s, 1)) + 1)
display(s::StructuredMatrix) = Base.display_array(s)

# the elements as a Matrix (an array or a lazy transpose is itself)
dense(s::StructuredMatrix) = [s[i, j] for i in 1:size(s, 1), j in 1:size(s, 2)]
dense(a::AbstractVecOrMat) = a
Base.collect(s::StructuredMatrix) = dense(s)
Base.copy(s::StructuredMatrix) = dense(s)
Base.Matrix{T}(s::StructuredMatrix) where {T} = [T(s[i, j]) for i in 1:size(s, 1), j in 1:size(s, 2)]
Base.Array(s::StructuredMatrix) = dense(s)

*(x::Number, s::StructuredMatrix) = map_structure(y -> x * y, s)
*(s::StructuredMatrix, x::Number) = map_structure(y -> y * x, s)
Base.:/(s::StructuredMatrix, x::Number) = map_structure(y -> y / x, s)
-(s::StructuredMatrix) = map_structure(-, s)

# sums and differences: the same structure when both have it, else dense
+(a::StructuredMatrix, b::StructuredMatrix) = structured_sum(+, a, b)
-(a::StructuredMatrix, b::StructuredMatrix) = structured_sum(-, a, b)
structured_sum(op, a, b) = op(dense(a), dense(b))
# with a Diagonal (as A + I), a triangular, symmetric or tridiagonal matrix
# keeps its kind
const KeepsKindWithDiagonal = Union{UpperTriangular, LowerTriangular, Symmetric, Tridiagonal}
structured_sum(op, a::KeepsKindWithDiagonal, b::Diagonal) = (same_size(a, b); same_kind(a, op(dense(a), dense(b))))
structured_sum(op, a::Diagonal, b::KeepsKindWithDiagonal) = (same_size(a, b); same_kind(b, op(dense(a), dense(b))))
same_kind(::UpperTriangular, m::Matrix) = UpperTriangular(m)
same_kind(::LowerTriangular, m::Matrix) = LowerTriangular(m)
same_kind(s::Symmetric, m::Matrix) = Symmetric(m, s.uplo == 'U' ? :U : :L)
same_kind(::Tridiagonal, m::Matrix) = Tridiagonal(m)
+(a::StructuredMatrix, b::AbstractMatrix) = dense(a) + b
+(a::AbstractMatrix, b::StructuredMatrix) = a + dense(b)
-(a::StructuredMatrix, b::AbstractMatrix) = dense(a) - b
-(a::AbstractMatrix, b::StructuredMatrix) = a - dense(b)
+(s::StructuredMatrix, J::UniformScaling) = s + Diagonal(fill(J.λ, size(s, 1)))
-(s::StructuredMatrix, J::UniformScaling) = s - Diagonal(fill(J.λ, size(s, 1)))

# products: structured where the kinds allow (Diagonal scales rows or
# columns), else through the dense matrices
*(a::StructuredMatrix, b::StructuredMatrix) = structured_product(a, b)
*(a::StructuredMatrix, b::AbstractVecOrMat) = structured_product(a, b)
*(a::AbstractMatrix, b::StructuredMatrix) = structured_product(a, b)
structured_product(a, b) = dense(a) * dense(b)

same_size(a, b) = size(a) == size(b) ||
    throw(DimensionMismatch(string("dimensions must match: a has dims ", axes(a), ", b has dims ", axes(b), ", mismatch at 1")))
product_size(a, b) = Base.matmul_size_check(size(a), size(b))
