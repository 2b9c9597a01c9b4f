# adjoint.jl — x' : the adjoint, lazily. A vector's adjoint is a 1×n row
# (for broadcasting column against row: x .+ y'), a matrix's its conjugate
# transpose; each element is the parent's, conjugated (the same for reals).

struct Adjoint{T, P} <: AbstractMatrix{T}
    parent::P
end
adjoint(x::Number) = conj(x)
adjoint(v::Vector{T}) where {T} = Adjoint{T, Vector{T}}(v)
adjoint(m::Matrix{T}) where {T} = Adjoint{T, Matrix{T}}(m)
adjoint(r::AbstractRange) = adjoint(collect(r))
adjoint(a::Adjoint) = a.parent

parent(a::Adjoint) = a.parent
size(a::Adjoint{T, <:Vector}) where {T} = (1, length(a.parent))
size(a::Adjoint{T, <:Matrix}) where {T} = (size(a.parent, 2), size(a.parent, 1))
size(a::Adjoint, d::Int64) = d <= 2 ? size(a)[d] : 1
length(a::Adjoint) = length(a.parent)

getindex(a::Adjoint{T, <:Vector}, i::Int64) where {T} = conj(a.parent[i])
function getindex(a::Adjoint{T, <:Vector}, i::Int64, j::Int64) where {T}
    i == 1 || throw_boundserror(a, i, j)
    return conj(a.parent[j])
end
getindex(a::Adjoint{T, <:Matrix}, i::Int64, j::Int64) where {T} = conj(a.parent[j, i])
throw_boundserror(a::Adjoint, i::Int64, j::Int64) =
    throw(BoundsError(a, (i, j)))
# element (i, j), the indices known to be in bounds
adjoint_element(a::Adjoint{T, <:Vector}, i::Int64, j::Int64) where {T} = conj(Core._arrayref(a.parent, j))
adjoint_element(a::Adjoint{T, <:Matrix}, i::Int64, j::Int64) where {T} =
    conj(Core._arrayref(a.parent, (i - 1) * Core._array_nrows(a.parent) + j))

# column by column, as a matrix iterates
iterate(a::Adjoint) = iterate(a, 1)
function iterate(a::Adjoint, k::Int64)
    k > length(a) && return nothing
    m = size(a, 1)
    return (adjoint_element(a, rem(k - 1, m) + 1, div(k - 1, m) + 1), k + 1)
end

function collect(a::Adjoint{T}) where {T}
    m, n = size(a)
    b = Matrix{T}(undef, m, n)
    for j in 1:n, i in 1:m
        Core._arrayset(b, adjoint_element(a, i, j), (j - 1) * m + i)
    end
    return b
end

# as the matrix it stands for: [1 2 3]
show(io::IO, a::Adjoint{T}) where {T} = show_matrix(io, T, size(a)..., (i, j) -> adjoint_element(a, i, j))
print(io::IO, a::Adjoint) = show(io, a)

# x' * y: the dot product
function *(a::Adjoint{T, <:Vector}, v::Vector) where {T}
    length(a) == length(v) || throw(DimensionMismatch(string("first array has length ", length(a),
                                                             " which does not match the length of the second, ", length(v), ".")))
    s = zero(T) * zero(eltype(v))
    for k in 1:length(v)
        s += conj(Core._arrayref(a.parent, k)) * Core._arrayref(v, k)
    end
    return s
end
