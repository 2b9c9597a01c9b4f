# lu.jl — the LU factorization with partial pivoting (as LAPACK's getrf:
# in each column the first element of largest magnitude is the pivot), and
# what rests on it: det, inv, and \ for square matrices.

struct LU{T, S<:AbstractMatrix{T}, P<:AbstractVector{Int64}}
    factors::S     # L below the diagonal (its unit diagonal implied), U on and above
    ipiv::P        # row k was swapped with row ipiv[k]
    info::Int64    # 0, or the first column whose pivot is zero
    # F.L, F.U, F.p, F.P: Julia computes them in getproperty, which jlc
    # does not let a type define yet, so they are made with the factors
    L::S
    U::S
    p::P
    P::S
end
function LU{T, S, P}(f::S, ipiv::P, info::Int64) where {T, S, P}
    m, n = size(f)
    L = [i > j ? f[i, j] : (i == j ? one(T) : zero(T)) for i in 1:m, j in 1:min(m, n)]
    U = [i <= j ? f[i, j] : zero(T) for i in 1:min(m, n), j in 1:n]
    p = row_permutation(ipiv, m)
    return LU{T, S, P}(f, ipiv, info, L, U, p, [p[i] == j ? one(T) : zero(T) for i in 1:m, j in 1:m])
end

lu_eltype(::Type{T}) where {T} = typeof(zero(T) / one(T))

# lu(A; check = true): a zero pivot throws SingularException unless check is false
function lu(a::AbstractMatrix; check::Bool = true)
    f, ipiv, info = lu_factors(a)
    check && info > 0 && throw(SingularException(info))
    return LU{eltype(f), typeof(f), Vector{Int64}}(f, ipiv, info)
end

# the factors of a copy of A (in the element type of its quotients)
function lu_factors(a::AbstractMatrix)
    m, n = size(a)
    f = Matrix{lu_eltype(eltype(a))}(undef, m, n)
    for j in 1:n, i in 1:m
        @inbounds f[i, j] = a[i, j]
    end
    return lu_factors!(f)
end

# In panels of LU_BLOCK columns for Float64 (LAPACK's getrf's blocking):
# each panel is factored column by column, its row swaps applied to whole
# rows, then the rows of U right of it solved for, and the rest of the
# matrix less L21·U12 through the blocked product (base/matmul.jl). Other
# element types: one panel, the textbook elimination.
const LU_BLOCK = 64
lu_block(::Type{Float64}) = LU_BLOCK
lu_block(::Type) = typemax(Int64)

function lu_factors!(f::Matrix{T}) where {T}
    m, n = size(f)
    kmax = min(m, n)
    ipiv = Vector{Int64}(undef, kmax)
    info = 0
    for k0 in 1:lu_block(T):kmax
        klast = min(kmax, k0 + lu_block(T) - 1)
        for k in k0:klast
            p = k
            big = abs(f[k, k])
            for i in k + 1:m
                if @inbounds(abs(f[i, k])) > big
                    p = i
                    big = @inbounds abs(f[i, k])
                end
            end
            ipiv[k] = p
            if f[p, k] == 0
                info == 0 && (info = k)
                continue
            end
            if p != k
                for j in 1:n
                    @inbounds f[k, j], f[p, j] = f[p, j], f[k, j]
                end
            end
            pivot = f[k, k]
            for i in k + 1:m
                @inbounds f[i, k] /= pivot
            end
            eliminate!(f, k, klast == kmax ? n : klast)   # (the last panel: the rest too)
        end
        klast < kmax && update_trailing!(f, k0, klast)
    end
    return f, ipiv, info
end

# after the panel k0:k1: U12 = L11⁻¹ A12 (rows k0:k1, columns right of the
# panel), then A22 -= L21 U12
function update_trailing!(f::Matrix{Float64}, k0::Int64, k1::Int64)
    m, n = size(f)
    for j in k1 + 1:n, k in k0:k1
        fkj = f[k, j]
        for i in k + 1:k1
            @inbounds f[i, j] -= f[i, k] * fkj
        end
    end
    l21 = Base.MatrixBlock(f, k1, k0 - 1, m - k1, k1 - k0 + 1)
    u12 = Base.MatrixBlock(f, k0 - 1, k1, k1 - k0 + 1, n - k1)
    Base.gemm_blocked!(f, k1, k1, m - k1, n - k1, l21, u12, -1.0)   # (the three blocks do not overlap)
end

# the rows below k less their multiple (column k, below the diagonal) of
# row k, in columns k+1:jlast, column by column
function eliminate!(f::Matrix, k::Int64, jlast::Int64)
    m = size(f, 1)
    for j in k + 1:jlast
        fkj = f[k, j]
        fkj == 0 && continue
        for i in k + 1:m
            @inbounds f[i, j] -= f[i, k] * fkj
        end
    end
end
# (the same for Float64 through muladd, compiled for AVX2 and FMA too)
@multiversioned function eliminate!(f::Matrix{Float64}, k::Int64, jlast::Int64)
    m = size(f, 1)
    for j in k + 1:jlast
        fkj = @inbounds f[k, j]
        fkj == 0 && continue
        col = (j - 1) * m
        kcol = (k - 1) * m
        for i in k + 1:m
            @inbounds f[col + i] = muladd(-f[kcol + i], fkj, f[col + i])
        end
    end
end

size(F::LU) = size(F.factors)
issuccess(F::LU) = F.info == 0

# the rows of A in the order of L*U: swaps applied to 1:m
function row_permutation(ipiv::Vector{Int64}, m::Int64)
    p = collect(1:m)
    for k in 1:length(ipiv)
        p[k], p[ipiv[k]] = p[ipiv[k]], p[k]
    end
    return p
end

function display(F::LU)
    print(stdout, "LU{", eltype(F.factors), ", ", typeof(F.factors), ", ", typeof(F.ipiv), "}\nL factor:\n")
    display(F.L)
    print(stdout, "U factor:\n")
    display(F.U)
end

function det(F::LU{T}) where {T}
    n = checksquare(F.factors)
    d = one(T)
    for k in 1:n
        d *= F.factors[k, k]
        F.ipiv[k] != k && (d = -d)
    end
    return d
end
det(a::AbstractMatrix) = (checksquare(a); det(lu(a; check = false)))

# x = A \ b through the factors: the row swaps, then L y = P b, U x = y
ldiv(F::LU, b::AbstractVecOrMat) = ldiv(F.factors, F.ipiv, F.info, b)
function ldiv(f::Matrix{T}, ipiv::Vector{Int64}, info::Int64, b::AbstractVecOrMat) where {T}
    n = checksquare(f)
    size(b, 1) == n || throw(DimensionMismatch(string("arguments must have the same number of rows")))
    info > 0 && throw(SingularException(info))
    S = typeof(zero(T) * zero(eltype(b)) / one(T))
    x = S[entry(b, i, j) for i in 1:n, j in 1:size(b, 2)]   # (a vector as one column)
    for c in 1:size(x, 2)
        for k in 1:n                         # P b
            p = ipiv[k]
            p != k && ((x[k, c], x[p, c]) = (x[p, c], x[k, c]))
        end
        for j in 1:n, i in j + 1:n           # L y = P b (unit diagonal)
            x[i, c] -= f[i, j] * x[j, c]
        end
        for j in n:-1:1                      # U x = y
            x[j, c] /= f[j, j]
            for i in 1:j - 1
                x[i, c] -= f[i, j] * x[j, c]
            end
        end
    end
    return b isa AbstractVector ? vec(x) : x
end
entry(b::AbstractVector, i::Int64, j::Int64) = b[i]
entry(b::AbstractMatrix, i::Int64, j::Int64) = b[i, j]
\(F::LU, b::AbstractVecOrMat) = ldiv(F, b)

function inv(a::AbstractMatrix)
    n = checksquare(a)
    f, ipiv, info = lu_factors(a)
    T = eltype(f)
    return ldiv(f, ipiv, info, [i == j ? one(T) : zero(T) for i in 1:n, j in 1:n])
end
