# svd.jl — the thin singular value decomposition A = U Diagonal(S) Vt by
# one-sided Jacobi rotations (Hestenes): the columns of a copy of A are
# rotated in pairs until orthogonal, the rotations accumulated into V; the
# singular values are the columns' norms, U the columns normalized.

struct SVD{T, Tr, M<:AbstractArray{T}, C<:AbstractVector{Tr}}
    U::M
    S::C        # descending
    Vt::M
    V::Adjoint{T, M}    # F.V = F.Vt' (Julia's getproperty makes it; jlc: a field)
end

# thin (U m×k, Vt k×n, k = min(m, n)) unless full (U m×m, Vt n×n)
function svd(a::AbstractMatrix; full::Bool = false)
    m, n = size(a)
    if m >= n
        u, s, v = jacobi_svd(float_matrix(a, Float64))
        full && (u = completed(u, m))
    else                # A' = U₁ S V₁', so A = V₁ S U₁'
        v, s, u = jacobi_svd(float_matrix(transpose(a), Float64))
        full && (v = completed(v, n))
    end
    vt = collect(transpose(v))
    return SVD{Float64, Float64, Matrix{Float64}, Vector{Float64}}(u, s, vt, adjoint(vt))
end
svdvals(a::AbstractMatrix{<:Real}) = svd(a).S
svdvals(F::SVD) = F.S

function display(F::SVD)
    print(stdout, typeof(F), "\nU factor:\n")
    display(F.U)
    print(stdout, "singular values:\n")
    display(F.S)
    print(stdout, "Vt factor:\n")
    display(F.Vt)
end

# u (m×n, m ≥ n) to U (m×n, orthonormal columns), S, V (n×n) with u = U S V'
function jacobi_svd(u::Matrix{Float64})
    m, n = size(u)
    v = identity_matrix(Float64, n)
    # a column whose norm is below ε‖A‖ is noise, taken as zero (its
    # singular value within rounding of A), else rotations would chase it
    negligible = (eps(Float64) * norm(u))^2
    for sweep in 1:80
        rotated = false
        for p in 1:n - 1, q in p + 1:n
            α, β, γ = 0.0, 0.0, 0.0
            for i in 1:m
                α += u[i, p]^2
                β += u[i, q]^2
                γ += u[i, p] * u[i, q]
            end
            # columns orthogonal to within rounding are left as they are
            (γ == 0 || abs(γ) <= eps(Float64) * sqrt(α * β) || α <= negligible || β <= negligible) && continue
            rotated = true
            ζ = (β - α) / (2γ)
            t = (ζ >= 0 ? 1.0 : -1.0) / (abs(ζ) + sqrt(1 + ζ^2))
            c = 1 / sqrt(1 + t^2)
            s = c * t
            rotate_columns!(u, p, q, c, s)
            rotate_columns!(v, p, q, c, s)
        end
        rotated || break
    end
    σ = [column_norm(u, 1, j) for j in 1:n]
    σ .= ifelse.(σ .^ 2 .<= negligible, 0.0, σ)
    order = sortperm(σ; rev = true)
    U = zeros(m, n)
    for (k, j) in enumerate(order)
        σ[j] == 0 && continue
        for i in 1:m
            U[i, k] = u[i, j] / σ[j]
        end
    end
    complete_orthonormal!(U, count(x -> x != 0, σ))
    return U, σ[order], v[:, order]
end

function rotate_columns!(x::Matrix{Float64}, p::Int64, q::Int64, c::Float64, s::Float64)
    for i in 1:size(x, 1)
        xp, xq = x[i, p], x[i, q]
        x[i, p] = c * xp - s * xq
        x[i, q] = s * xp + c * xq
    end
end

# u's orthonormal columns and more, to a square orthogonal matrix
function completed(u::Matrix{Float64}, m::Int64)
    full = zeros(m, m)
    full[:, 1:size(u, 2)] = u
    complete_orthonormal!(full, size(u, 2))
    return full
end

# Columns r+1:end of U (for zero singular values): orthonormal to those
# before them, from the full Q of the QR factorization of the first r
function complete_orthonormal!(U::Matrix{Float64}, r::Int64)
    m, n = size(U)
    r == n && return nothing
    Q = collect(qr_unpivoted(U[:, 1:r]).Q)
    for j in r + 1:n, i in 1:m
        U[i, j] = Q[i, j]
    end
    return nothing
end
