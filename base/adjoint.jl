# adjoint.jl — x' and transpose(x): the adjoint and the transpose, lazily, as
# Julia's Adjoint and Transpose wrappers. A vector's is a 1×n row (for
# broadcasting column against row: x .+ y'), a matrix's its (conjugate)
# transpose; each element is the parent's, conjugated for the adjoint (the
# same for reals). Products with them are in matmul.jl.

struct Adjoint{T, P} <: AbstractMatrix{T}
    parent::P
end
struct Transpose{T, P} <: AbstractMatrix{T}
    parent::P
end
const AdjOrTrans = Union{Adjoint, Transpose}

adjoint(x::Number) = conj(x)
adjoint(v::Vector{T}) where {T} = Adjoint{T, Vector{T}}(v)
adjoint(m::Matrix{T}) where {T} = Adjoint{T, Matrix{T}}(m)
adjoint(r::AbstractRange) = adjoint(collect(r))
adjoint(a::Adjoint) = a.parent
transpose(x::Number) = x
transpose(v::Vector{T}) where {T} = Transpose{T, Vector{T}}(v)
transpose(m::Matrix{T}) where {T} = Transpose{T, Matrix{T}}(m)
transpose(r::AbstractRange) = transpose(collect(r))
transpose(a::Transpose) = a.parent
# the element the wrapper shows for the parent's element x
wrapped_element(::Adjoint, x) = conj(x)
wrapped_element(::Transpose, x) = x

parent(a::AdjOrTrans) = a.parent
size(a::AdjOrTrans) = a.parent isa Vector ? (1, length(a.parent)) : (size(a.parent, 2), size(a.parent, 1))
size(a::AdjOrTrans, d::Int64) = d <= 2 ? size(a)[d] : 1
length(a::AdjOrTrans) = length(a.parent)

function getindex(a::AdjOrTrans, k::Int64)
    a.parent isa Vector && return wrapped_element(a, a.parent[k])
    m = size(a, 1)
    (1 <= k <= length(a)) || throw(BoundsError(a, (k,)))
    return adjoint_element(a, rem(k - 1, m) + 1, div(k - 1, m) + 1)
end
function getindex(a::AdjOrTrans, i::Int64, j::Int64)
    if a.parent isa Vector
        i == 1 || throw_boundserror(a, i, j)
        return wrapped_element(a, a.parent[j])
    end
    return wrapped_element(a, a.parent[j, i])
end
throw_boundserror(a::AdjOrTrans, i::Int64, j::Int64) =
    throw(BoundsError(a, (i, j)))
# element (i, j), the indices known to be in bounds
adjoint_element(a::AdjOrTrans, i::Int64, j::Int64) =
    wrapped_element(a, a.parent isa Vector ? Core._arrayref(a.parent, j) :
                       Core._arrayref(a.parent, (i - 1) * Core._array_nrows(a.parent) + j))

# column by column, as a matrix iterates
iterate(a::AdjOrTrans) = iterate(a, 1)
function iterate(a::AdjOrTrans, k::Int64)
    k > length(a) && return nothing
    m = size(a, 1)
    return (adjoint_element(a, rem(k - 1, m) + 1, div(k - 1, m) + 1), k + 1)
end

function collect(a::AdjOrTrans)
    m, n = size(a)
    b = Matrix{eltype(a)}(undef, m, n)
    for j in 1:n, i in 1:m
        Core._arrayset(b, adjoint_element(a, i, j), (j - 1) * m + i)
    end
    return b
end
copy(a::AdjOrTrans) = collect(a)

# as the matrix it stands for: [1 2 3]
show(io::IO, a::AdjOrTrans) = show_matrix(io, eltype(a), size(a)..., (i, j) -> adjoint_element(a, i, j))
print(io::IO, a::AdjOrTrans) = show(io, a)
