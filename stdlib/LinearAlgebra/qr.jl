# qr.jl — the QR factorization by Householder reflections, as LAPACK's
# geqrt with a block size of 1 (so T, the compact WY form's triangular
# factors, is the 1×k row of the reflectors' τ); with column pivoting
# (qr(A, ColumnNorm()), as geqp3), and least squares: A \ b for a matrix
# that is not square, through the pivoted factorization as Julia's (the
# minimum-norm solution when A has no full rank).

struct QRCompactWYQ{S, M<:AbstractMatrix{S}, C<:AbstractMatrix{S}}
    factors::M    # the reflectors' vectors below the diagonal (their 1 implied)
    T::C          # T[1, k]: τ of reflector k, H = I - τ v v'
end
struct QRPackedQ{S, M<:AbstractMatrix{S}, C<:AbstractVector{S}}
    factors::M
    τ::C
end
const HouseholderQ = Union{QRCompactWYQ, QRPackedQ}
coefficients(Q::QRCompactWYQ) = Q.T
coefficients(Q::QRPackedQ) = Q.τ
struct AdjointQ{S, Q<:HouseholderQ}
    Q::Q
end
struct QRCompactWY{S, M<:AbstractMatrix{S}, C<:AbstractMatrix{S}}
    factors::M    # R on and above the diagonal, the reflectors below it
    T::C
    # F.Q, F.R: Julia makes them in getproperty, which jlc does not let a
    # type define yet, so they are made with the factorization
    Q::QRCompactWYQ{S, M, C}
    R::M
end
struct QRPivoted{S, M<:AbstractMatrix{S}, C<:AbstractVector{S}, P<:AbstractVector{Int64}}
    factors::M
    τ::C
    jpvt::P       # A[:, jpvt] = Q R
    Q::QRPackedQ{S, M, C}    # (F.Q, F.R, F.p, F.P: fields, as for QRCompactWY)
    R::M
    p::P
    P::M
end
# qr(A, pivot): NoPivot() (the default) or ColumnNorm()
struct NoPivot end
struct ColumnNorm end

qr_eltype(::Type{T}) where {T} = typeof(zero(T) / sqrt(abs2(one(T))))
float_matrix(a::AbstractMatrix, ::Type{T}) where {T} = T[a[i, j] for i in 1:size(a, 1), j in 1:size(a, 2)]

qr(a::AbstractMatrix, ::NoPivot = NoPivot()) = qr_unpivoted(float_matrix(a, qr_eltype(eltype(a))))
function qr_unpivoted(f::Matrix{S}) where {S}
    τ, _ = householder!(f, false)
    T = reshape(τ, 1, length(τ))
    return QRCompactWY{S, Matrix{S}, Matrix{S}}(f, T, QRCompactWYQ{S, Matrix{S}, Matrix{S}}(f, T), upper_part(f))
end
function qr(a::AbstractMatrix, ::ColumnNorm)
    f = float_matrix(a, qr_eltype(eltype(a)))
    S = eltype(f)
    τ, p = householder!(f, true)
    n = size(f, 2)
    P = [p[j] == i ? one(S) : zero(S) for i in 1:n, j in 1:n]
    return QRPivoted{S, Matrix{S}, Vector{S}, Vector{Int64}}(f, τ, p, QRPackedQ{S, Matrix{S}, Vector{S}}(f, τ), upper_part(f), p, P)
end
# R: the first min(m, n) rows of the factors, zero below the diagonal
upper_part(f::Matrix) = [i <= j ? f[i, j] : zero(eltype(f)) for i in 1:min(size(f)...), j in 1:size(f, 2)]

# Column by column, the reflector H = I - τ v v' that takes the column (from
# the diagonal down) to β e₁ (LAPACK's larfg: β = -sign(α) ‖x‖, no
# reflection when x is already β e₁), applied to the columns right of it.
# With pivot, each step first brings the remaining column of largest norm
# to the front (as geqp3). Returns τ and the column order.
function householder!(f::Matrix{T}, pivot::Bool) where {T}
    m, n = size(f)
    k = min(m, n)
    τ = zeros(T, k)
    p = collect(1:n)
    for j in 1:k
        if pivot
            best, bestnorm = j, column_norm(f, j, j)
            for c in j + 1:n
                cn = column_norm(f, j, c)
                cn > bestnorm && ((best, bestnorm) = (c, cn))
            end
            if best != j
                for i in 1:m
                    f[i, j], f[i, best] = f[i, best], f[i, j]
                end
                p[j], p[best] = p[best], p[j]
            end
        end
        τ[j] = reflector!(f, j)
        reflect!(f, f, j, τ[j], j + 1:n)
    end
    return τ, p
end

# the 2-norm of f[k:m, c], scaled so as not to overflow
function column_norm(f::Matrix{T}, k::Int64, c::Int64) where {T}
    big = zero(T)
    for i in k:size(f, 1)
        big = max(big, abs(f[i, c]))
    end
    (big == 0 || isinf(big)) && return big
    s = zero(T)
    for i in k:size(f, 1)
        s += (f[i, c] / big)^2
    end
    return big * sqrt(s)
end

function reflector!(f::Matrix{T}, k::Int64) where {T}
    α = f[k, k]
    xnorm = column_norm(f, k + 1, k)
    xnorm == 0 && return zero(T)
    β = -copysign(hypot(α, xnorm), α)
    scale = one(T) / (α - β)
    for i in k + 1:size(f, 1)
        f[i, k] *= scale
    end
    f[k, k] = β
    return (β - α) / β
end

# x[k:m, cols] = H x[k:m, cols], H the reflector stored in column k of f
function reflect!(x::Matrix, f::Matrix, k::Int64, τ, cols)
    τ == 0 && return nothing
    m = size(f, 1)
    for j in cols
        s = x[k, j]
        for i in k + 1:m
            s += f[i, k] * x[i, j]
        end
        s *= τ
        x[k, j] -= s
        for i in k + 1:m
            x[i, j] -= s * f[i, k]
        end
    end
    return nothing
end

# Q x = H₁ H₂ ⋯ Hₖ x (the last reflector first); Q' x in the other order
function apply_q!(x::Matrix, f::Matrix, τ::AbstractVecOrMat, transposed::Bool)
    k = length(τ)
    for j in (transposed ? (1:k) : (k:-1:1))
        reflect!(x, f, j, τ[j], 1:size(x, 2))
    end
    return x
end

size(Q::HouseholderQ) = (size(Q.factors, 1), size(Q.factors, 1))
size(Q::HouseholderQ, d::Int64) = d <= 2 ? size(Q.factors, 1) : 1
size(Q::AdjointQ) = size(Q.Q)
size(Q::AdjointQ, d::Int64) = size(Q.Q, d)
adjoint(Q::HouseholderQ) = AdjointQ{eltype(Q), typeof(Q)}(Q)
transpose(Q::HouseholderQ) = adjoint(Q)
adjoint(Q::AdjointQ) = Q.Q
Base.eltype(::QRCompactWYQ{S}) where {S} = S
Base.eltype(::QRPackedQ{S}) where {S} = S
Base.eltype(::AdjointQ{S}) where {S} = S

# Q times the columns of b: b has Q's m rows, or as many as Q has
# reflectors (then padded with zeros: the thin Q)
function *(Q::HouseholderQ, b::AbstractVecOrMat)
    m, k = size(Q, 1), length(coefficients(Q))
    size(b, 1) == m || size(b, 1) == k ||
        throw(DimensionMismatch(string("second dimension of A, ", m, ", does not match the first dimension of B, ", size(b, 1))))
    S = typeof(zero(eltype(Q)) * zero(eltype(b)))
    x = S[i <= size(b, 1) ? entry(b, i, j) : zero(S) for i in 1:m, j in 1:size(b, 2)]
    apply_q!(x, Q.factors, coefficients(Q), false)
    return b isa AbstractVector ? vec(x) : x
end
function *(Q::AdjointQ, b::AbstractVecOrMat)
    m = size(Q, 1)
    size(b, 1) == m ||
        throw(DimensionMismatch(string("second dimension of A, ", m, ", does not match the first dimension of B, ", size(b, 1))))
    S = typeof(zero(eltype(Q)) * zero(eltype(b)))
    x = S[entry(b, i, j) for i in 1:m, j in 1:size(b, 2)]
    apply_q!(x, Q.Q.factors, coefficients(Q.Q), true)
    return b isa AbstractVector ? vec(x) : x
end
*(a::AbstractMatrix, Q::Union{HouseholderQ, AdjointQ}) = a * collect(Q)
*(Q::Union{HouseholderQ, AdjointQ}, J::UniformScaling) = J.λ * collect(Q)

# the full m×m matrix (collect, Q * I); Matrix{T}(Q) the thin one, the
# first min(m, n) columns
Base.collect(Q::Union{HouseholderQ, AdjointQ}) = Q * identity_matrix(eltype(Q), size(Q, 1))
Base.Matrix{T}(Q::HouseholderQ) where {T} = Matrix{T}(Q * identity_matrix(T, size(Q, 1))[:, 1:min(size(Q.factors)...)])
Base.Matrix(Q::HouseholderQ) = Matrix{eltype(Q)}(Q)
getindex(Q::Union{HouseholderQ, AdjointQ}, i::Int64, j::Int64) = (Q * [k == j ? one(eltype(Q)) : zero(eltype(Q)) for k in 1:size(Q, 1)])[i]

function display(Q::HouseholderQ)
    print(stdout, size(Q, 1), '×', size(Q, 2), " LinearAlgebra.", typeof(Q), ":\n")
    Base.display_slices(collect(Q))
end
function display(F::QRCompactWY)
    print(stdout, "LinearAlgebra.", typeof(F), "\nQ factor:\n")
    display(F.Q)
    print(stdout, "R factor:\n")
    display(F.R)
end
function display(F::QRPivoted)
    print(stdout, "LinearAlgebra.", typeof(F), "\nQ factor:\n")
    display(F.Q)
    print(stdout, "R factor:\n")
    display(F.R)
    print(stdout, "permutation:\n")
    display(F.p)
end
size(F::Union{QRCompactWY, QRPivoted}) = size(F.factors)

# F \ b: R \ (Q'b), of the first n rows; the minimum-norm solution when A
# has fewer rows than columns
function \(F::QRCompactWY, b::AbstractVecOrMat)
    m, n = size(F.factors)
    return solve_least_squares(F.factors, vec(F.T), collect(1:n), min(m, n), b)
end

# A \ b: LU for a square A, else least squares through the QR factorization
# with column pivoting
function \(a::AbstractMatrix, b::AbstractVecOrMat)
    size(a, 1) == size(a, 2) && return ldiv(lu_factors(a)..., b)
    return qr(a, ColumnNorm()) \ b
end
# A's rank taken as R's: its diagonal above min(m, n) ε |R₁₁| (Julia's
# tolerance; LAPACK's gelsy estimates R's condition more finely)
function \(F::QRPivoted, b::AbstractVecOrMat)
    f = F.factors
    k = min(size(f)...)
    tol = k * eps(real(eltype(f))) * abs(k > 0 ? f[1, 1] : zero(eltype(f)))
    r = 0
    while r < k && abs(f[r + 1, r + 1]) > tol
        r += 1
    end
    return solve_least_squares(f, F.τ, F.jpvt, r, b)
end

# x with A[:, p] = Q R, R's first r rows taken as its rank: c = Q'b, then
# R[1:r, :] y = c[1:r] (back substitution when r is n, else its minimum-norm
# solution: with R[1:r, :]' = Q₂ R₂, y = Q₂ [R₂' \ c; 0]), x[p] = y
function solve_least_squares(f::Matrix{T}, τ::AbstractVector, p::Vector{Int64}, r::Int64, b::AbstractVecOrMat) where {T}
    m, n = size(f)
    size(b, 1) == m || throw(DimensionMismatch(string("left hand side has ", m, " rows, but right hand side has ", size(b, 1), " rows")))
    S = typeof(zero(T) * zero(eltype(b)) / one(T))
    c = apply_q!(S[entry(b, i, j) for i in 1:m, j in 1:size(b, 2)], f, τ, true)
    y = zeros(S, n, size(b, 2))
    if r == n
        y .= UpperTriangular(f[1:n, 1:n]) \ c[1:n, :]
    elseif r > 0
        w = [j <= i ? f[j, i] : zero(T) for i in 1:n, j in 1:r]     # R[1:r, :]'
        τ2, _ = householder!(w, false)
        z = LowerTriangular(collect(transpose(w[1:r, 1:r]))) \ c[1:r, :]
        y[1:r, :] .= z
        apply_q!(y, w, τ2, false)
    end
    x = similar(y)
    for j in 1:size(y, 2), i in 1:n
        x[p[i], j] = y[i, j]
    end
    return b isa AbstractVector ? vec(x) : x
end
