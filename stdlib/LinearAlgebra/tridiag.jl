# tridiag.jl — Tridiagonal(dl, d, du): a matrix zero (shown as ⋅) off its
# three central diagonals, stored as the three vectors.

struct Tridiagonal{T, V<:AbstractVector{T}} <: AbstractMatrix{T}
    dl::V    # the subdiagonal
    d::V     # the diagonal
    du::V    # the superdiagonal
end
function Tridiagonal(dl::V, d::V, du::V) where {T, V<:AbstractVector{T}}
    n = length(d)
    (length(dl) == n - 1 && length(du) == n - 1) ||
        throw(ArgumentError(string("cannot construct Tridiagonal from incompatible lengths of subdiagonal, diagonal and superdiagonal: (",
                                   length(dl), ", ", length(d), ", ", length(du), ")")))
    return Tridiagonal{T, V}(dl, d, du)
end
function Tridiagonal(a::AbstractMatrix)
    n = checksquare(a)
    return Tridiagonal([a[i + 1, i] for i in 1:n - 1], [a[i, i] for i in 1:n], [a[i, i + 1] for i in 1:n - 1])
end

size(t::Tridiagonal) = (length(t.d), length(t.d))
function getindex(t::Tridiagonal{T}, i::Int64, j::Int64) where {T}
    i == j && return t.d[i]
    i == j + 1 && return t.dl[j]
    i + 1 == j && return t.du[i]
    return zero(T)
end
structural_zero(t::Tridiagonal, i::Int64, j::Int64) = abs(i - j) > 1
map_structure(f, t::Tridiagonal) = Tridiagonal(map(f, t.dl), map(f, t.d), map(f, t.du))
transpose(t::Tridiagonal) = Tridiagonal(t.du, t.d, t.dl)
adjoint(t::Tridiagonal{<:Real}) = transpose(t)
diag(t::Tridiagonal) = copy(t.d)

structured_sum(op, a::Tridiagonal, b::Tridiagonal) =
    (same_size(a, b); Tridiagonal(op(a.dl, b.dl), op(a.d, b.d), op(a.du, b.du)))

# the determinant by the three-term recurrence of its leading minors:
# f(k) = d[k] f(k-1) - dl[k-1] du[k-1] f(k-2)
function det(t::Tridiagonal)
    n = size(t, 1)
    n == 0 && return one(eltype(t))
    older, old = one(eltype(t)), t.d[1]
    for k in 2:n
        older, old = old, t.d[k] * old - t.dl[k - 1] * t.du[k - 1] * older
    end
    return old
end

# x = T \ b by elimination with partial pivoting between neighbouring rows
# (LAPACK's gtsv): a swap fills in a second superdiagonal, du2
function \(t::Tridiagonal, b::AbstractVecOrMat)
    n = size(t, 1)
    size(b, 1) == n || throw(DimensionMismatch(string("arguments must have the same number of rows")))
    S = typeof(zero(eltype(t)) * zero(eltype(b)) / one(eltype(t)))
    dl, d, du, du2 = S[y for y in t.dl], S[y for y in t.d], S[y for y in t.du], zeros(S, max(n - 2, 0))
    x = S[entry(b, i, j) for i in 1:n, j in 1:size(b, 2)]
    for i in 1:n - 1
        if abs(d[i]) >= abs(dl[i])
            d[i] == 0 && throw(SingularException(i))
            f = dl[i] / d[i]
            d[i + 1] -= f * du[i]
            for c in 1:size(x, 2)
                x[i + 1, c] -= f * x[i, c]
            end
        else                            # rows i and i+1 swap
            f = d[i] / dl[i]
            d[i], next = dl[i], d[i + 1]
            d[i + 1] = du[i] - f * next
            if i < n - 1
                du2[i] = du[i + 1]
                du[i + 1] = -f * du2[i]
            end
            du[i] = next
            for c in 1:size(x, 2)
                x[i, c], x[i + 1, c] = x[i + 1, c], x[i, c] - f * x[i + 1, c]
            end
        end
    end
    n > 0 && d[n] == 0 && throw(SingularException(n))
    for c in 1:size(x, 2), i in n:-1:1
        s = x[i, c]
        i < n && (s -= du[i] * x[i + 1, c])
        i < n - 1 && (s -= du2[i] * x[i + 2, c])
        x[i, c] = s / d[i]
    end
    return b isa AbstractVector ? vec(x) : x
end
