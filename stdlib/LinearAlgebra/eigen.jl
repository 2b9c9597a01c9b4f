# eigen.jl — eigenvalues of real symmetric matrices by cyclic Jacobi
# rotations (slower than LAPACK's tridiagonal QR, but simple and accurate to
# a few ulps of the largest eigenvalue), and what rests on them: svdvals
# (square roots of the eigenvalues of A'A) and the 2-norm opnorm.

issymmetric(a::AbstractMatrix) = size(a, 1) == size(a, 2) && all(ij -> a[ij[1], ij[2]] == a[ij[2], ij[1]],
                                                                  ((i, j) for j in 1:size(a, 2) for i in 1:j - 1))

# eigvals(A) of a real symmetric A, in ascending order as Julia gives them
function eigvals(a::AbstractMatrix{<:Real})
    n = checksquare(a)
    issymmetric(a) || throw(ArgumentError("not supported yet: eigvals of a matrix that is not symmetric"))
    s = Float64[a[i, j] for i in 1:n, j in 1:n]
    for sweep in 1:100
        off = 0.0
        for j in 1:n, i in 1:j - 1
            off += s[i, j]^2
        end
        off == 0 && break
        for p in 1:n - 1, q in p + 1:n
            s[p, q] == 0 && continue
            # the rotation that zeroes s[p, q]: tan θ = t, the smaller root
            θ = (s[q, q] - s[p, p]) / (2 * s[p, q])
            t = (θ >= 0 ? 1.0 : -1.0) / (abs(θ) + sqrt(θ^2 + 1))
            c = 1 / sqrt(t^2 + 1)
            r = t * c
            # the diagonal by the closed form (exact where the answer is, as
            # 2 ± 1 for [2 1; 1 2]), the rest of rows and columns p, q rotated
            spq = s[p, q]
            s[p, p] -= t * spq
            s[q, q] += t * spq
            s[p, q] = s[q, p] = 0.0
            for k in 1:n
                (k == p || k == q) && continue
                skp, skq = s[k, p], s[k, q]
                s[k, p] = s[p, k] = c * skp - r * skq
                s[k, q] = s[q, k] = r * skp + c * skq
            end
        end
    end
    return sort([s[i, i] for i in 1:n])
end

# the singular values, largest first
function svdvals(a::AbstractMatrix{<:Real})
    λ = eigvals(size(a, 1) >= size(a, 2) ? collect(transpose(a)) * a : a * collect(transpose(a)))
    return reverse([sqrt(max(x, 0.0)) for x in λ])
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
