# dense.jl — functions of dense matrices built on the factorizations: rank,
# cond, pinv (through svd), isposdef (cholesky); and the constructions
# triu, tril, diagm, kron, with the tests istriu, istril, isdiag.

# the number of singular values above max(atol, rtol σ₁)
function rank(a::AbstractMatrix; atol::Real = 0.0, rtol::Real = (atol == 0 ? min(size(a)...) * eps(Float64) : 0.0))
    isempty(a) && return 0
    s = svdvals(a)
    tol = max(atol, rtol * s[1])
    return count(x -> x > tol, s)
end

# the condition number in the 2-norm (σ₁/σₙ), or in the 1- or ∞-norm
function cond(a::AbstractMatrix, p::Real = 2)
    if p == 2
        s = svdvals(a)
        return s[1] == 0 ? Inf : s[1] / s[end]
    end
    checksquare(a)
    try
        return opnorm(a, p) * opnorm(inv(a), p)
    catch e
        e isa SingularException && return Inf
        rethrow()
    end
end

# the Moore-Penrose pseudoinverse: V Diagonal(1/σ) U', singular values at or
# below max(atol, rtol σ₁) taken as zero
function pinv(a::AbstractMatrix; atol::Real = 0.0, rtol::Real = (atol == 0 ? min(size(a)...) * eps(Float64) : 0.0))
    F = svd(a)
    tol = isempty(F.S) ? 0.0 : max(atol, rtol * F.S[1])
    sinv = [σ > tol ? 1 / σ : 0.0 for σ in F.S]
    return collect(F.V) * (Diagonal(sinv) * collect(transpose(F.U)))
end

isposdef(a::AbstractMatrix) = issymmetric(a) && cholesky(a; check = false).info == 0

triu(a::AbstractMatrix, k::Integer = 0) = [j - i >= k ? a[i, j] : zero(eltype(a)) for i in 1:size(a, 1), j in 1:size(a, 2)]
tril(a::AbstractMatrix, k::Integer = 0) = [j - i <= k ? a[i, j] : zero(eltype(a)) for i in 1:size(a, 1), j in 1:size(a, 2)]
istriu(a::AbstractMatrix, k::Integer = 0) = all(a[i, j] == 0 for i in 1:size(a, 1), j in 1:size(a, 2) if j - i < k)
istril(a::AbstractMatrix, k::Integer = 0) = all(a[i, j] == 0 for i in 1:size(a, 1), j in 1:size(a, 2) if j - i > k)
isdiag(a::AbstractMatrix) = istriu(a) && istril(a)

# diagm(v): v on the diagonal; diagm(k => v, ...): each v on diagonal k
# (above the main one for k > 0), the matrix square and just large enough
diagm(v::AbstractVector) = diagm(0 => v)
function diagm(kv::Pair{<:Integer, <:AbstractVector}...)
    n = maximum(p -> length(p.second) + abs(p.first), kv)
    T = promote_type(map(p -> eltype(p.second), kv)...)
    a = zeros(T, n, n)
    for p in kv
        k, v = p.first, p.second
        for i in 1:length(v)
            a[i - min(k, 0), i + max(k, 0)] += v[i]
        end
    end
    return a
end

# the Kronecker product: block (i, j) is a[i, j] * b; a vector with a
# matrix counts as a column (the product a matrix), two vectors give a vector
function kron(a::AbstractVecOrMat, b::AbstractVecOrMat)
    p, q = size(b, 1), kron_cols(b)
    return [kron_entry(a, div(r - 1, p) + 1, div(c - 1, q) + 1) * kron_entry(b, rem(r - 1, p) + 1, rem(c - 1, q) + 1)
            for r in 1:size(a, 1) * p, c in 1:kron_cols(a) * q]
end
kron(a::AbstractVector, b::AbstractVector) = [a[div(r - 1, length(b)) + 1] * b[rem(r - 1, length(b)) + 1] for r in 1:length(a) * length(b)]
# with a number, the product
kron(a::Number, b::Union{Number, AbstractVecOrMat}) = a * b
kron(a::AbstractVecOrMat, b::Number) = a * b
kron_cols(x::AbstractVector) = 1
kron_cols(x::AbstractMatrix) = size(x, 2)
kron_entry(x::AbstractVector, i::Int64, j::Int64) = x[i]
kron_entry(x::AbstractMatrix, i::Int64, j::Int64) = x[i, j]
