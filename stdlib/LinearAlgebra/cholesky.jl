# cholesky.jl — A = U'U for a symmetric positive definite A, U upper
# triangular (an UpperTriangular, triangular.jl).

struct Cholesky{T, S<:AbstractMatrix{T}}
    factors::S     # U on and above the diagonal
    uplo::Char
    info::Int64
    U::UpperTriangular{T, S}     # (F.U, F.L: fields, as jlc has no getproperty methods yet)
    L::S
end

# cholesky(A; check = true): PosDefException when A is not positive definite
# (or not symmetric: info -1)
function cholesky(a::AbstractMatrix; check::Bool = true)
    n = checksquare(a)
    T = lu_eltype(eltype(a))
    u = zeros(T, n, n)
    info = issymmetric(a) ? 0 : -1
    for j in 1:n
        info != 0 && break
        s = T(a[j, j])
        for k in 1:j - 1
            s -= u[k, j]^2
        end
        if !(s > 0)
            info = j
            break
        end
        u[j, j] = sqrt(s)
        for i in j + 1:n
            t = T(a[j, i])
            for k in 1:j - 1
                t -= u[k, j] * u[k, i]
            end
            u[j, i] = t / u[j, j]
        end
    end
    check && info != 0 && throw(PosDefException(info))
    return Cholesky{T, Matrix{T}}(u, 'U', info, UpperTriangular(u), collect(transpose(u)))
end

function display(F::Cholesky)
    print(stdout, "Cholesky{", eltype(F.factors), ", ", typeof(F.factors), "}\nU factor:\n")
    display(F.U)
end

det(F::Cholesky) = prod(F.factors[i, i] for i in 1:size(F.factors, 1))^2
# A \ b = U \ (U' \ b)
function \(F::Cholesky, b::AbstractVector)
    u = F.factors
    n = size(u, 1)
    length(b) == n || throw(DimensionMismatch("arguments must have the same number of rows"))
    x = [float(b[i]) for i in 1:n]
    for i in 1:n                       # U' y = b
        for k in 1:i - 1
            x[i] -= u[k, i] * x[k]
        end
        x[i] /= u[i, i]
    end
    for i in n:-1:1                    # U x = y
        for k in i + 1:n
            x[i] -= u[i, k] * x[k]
        end
        x[i] /= u[i, i]
    end
    return x
end
