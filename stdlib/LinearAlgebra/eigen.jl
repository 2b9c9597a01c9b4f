# eigen.jl — eigenvalues and eigenvectors of real symmetric matrices by
# cyclic Jacobi rotations (slower than LAPACK's tridiagonal methods, but
# simple and accurate to a few ulps of the largest eigenvalue).

# Julia's Eigen: F.values (ascending for a symmetric matrix) and F.vectors
# (orthonormal columns, A * F.vectors[:, k] ≈ F.values[k] * F.vectors[:, k])
struct Eigen{T, V, S<:AbstractMatrix, U<:AbstractVector}
    values::U
    vectors::S
end

issymmetric(a::AbstractMatrix) = size(a, 1) == size(a, 2) && all(ij -> a[ij[1], ij[2]] == a[ij[2], ij[1]],
                                                                  ((i, j) for j in 1:size(a, 2) for i in 1:j - 1))

function eigen(a::AbstractMatrix{<:Real})
    λ, v = symmetric_eigen(a, true)
    return Eigen{Float64, Float64, Matrix{Float64}, Vector{Float64}}(λ, v)
end
eigvals(a::AbstractMatrix{<:Real}) = symmetric_eigen(a, false)[1]
eigvals(F::Eigen) = F.values
eigvecs(F::Eigen) = F.vectors
eigvecs(a::AbstractMatrix{<:Real}) = eigen(a).vectors

function display(F::Eigen)
    print(stdout, typeof(F), "\nvalues:\n")
    display(F.values)
    print(stdout, "vectors:\n")
    display(F.vectors)
end

# The eigenvalues in ascending order, and with vectors, the orthonormal
# eigenvectors in the same order: rotations J, each zeroing one off-diagonal
# pair of S (S = J'SJ), accumulated into V (V = VJ), until S is diagonal.
function symmetric_eigen(a::AbstractMatrix{<:Real}, vectors::Bool)
    n = checksquare(a)
    issymmetric(a) || throw(ArgumentError("not supported yet: eigenvalues of a matrix that is not symmetric"))
    s = Float64[a[i, j] for i in 1:n, j in 1:n]
    v = vectors ? identity_matrix(Float64, n) : zeros(0, 0)
    for sweep in 1:100
        off = 0.0
        for j in 1:n, i in 1:j - 1
            off += s[i, j]^2
        end
        off == 0 && break
        for p in 1:n - 1, q in p + 1:n
            spq = s[p, q]
            spq == 0 && continue
            # past a few sweeps, a pair too small to change the diagonal is
            # dropped (Rutishauser's test), as it would never reach zero
            g = 100 * abs(spq)
            if sweep > 4 && abs(s[p, p]) + g == abs(s[p, p]) && abs(s[q, q]) + g == abs(s[q, q])
                s[p, q] = s[q, p] = 0.0
                continue
            end
            # the rotation that zeroes s[p, q]: tan θ = t, the smaller root
            θ = (s[q, q] - s[p, p]) / (2 * spq)
            t = (θ >= 0 ? 1.0 : -1.0) / (abs(θ) + sqrt(θ^2 + 1))
            c = 1 / sqrt(t^2 + 1)
            r = t * c
            # the diagonal by the closed form (exact where the answer is, as
            # 2 ± 1 for [2 1; 1 2]), the rest of rows and columns p, q rotated
            s[p, p] -= t * spq
            s[q, q] += t * spq
            s[p, q] = s[q, p] = 0.0
            for k in 1:n
                (k == p || k == q) && continue
                skp, skq = s[k, p], s[k, q]
                s[k, p] = s[p, k] = c * skp - r * skq
                s[k, q] = s[q, k] = r * skp + c * skq
            end
            if vectors
                for k in 1:n
                    vkp, vkq = v[k, p], v[k, q]
                    v[k, p] = c * vkp - r * vkq
                    v[k, q] = r * vkp + c * vkq
                end
            end
        end
    end
    λ = [s[i, i] for i in 1:n]
    order = sortperm(λ)
    return λ[order], vectors ? v[:, order] : v
end

# the operator norm: p = 2 (the largest singular value), 1 (the largest
# column sum of magnitudes) or Inf (the largest row sum)
function opnorm(a::AbstractMatrix, p::Real = 2)
    m, n = size(a)
    if p == 1
        return maximum(j -> sum(i -> float(abs(a[i, j])), 1:m), 1:n)
    elseif p == Inf
        return maximum(i -> sum(j -> float(abs(a[i, j])), 1:n), 1:m)
    elseif p == 2
        return m == 0 || n == 0 ? 0.0 : svdvals(a)[1]
    end
    throw(ArgumentError(string("invalid p-norm p=", p, ". Valid: 1, 2, Inf")))
end
