# matmul.jl — products of matrices and vectors, which Julia's LinearAlgebra
# gives Base: A*B, A*x, x'*y, x'*A, and mul!(C, A, B[, α, β]) (exported by
# stdlib/LinearAlgebra.jl). A, B may be matrices or their (lazy) transposes
# and adjoints. Float64 matrices go through a blocked, packed product whose
# 8×4 kernel keeps its accumulators in registers (below); other element
# types through the plain loops, with Julia's result type.

# the element type of a product: a sum of products
matprod_type(::Type{S}, ::Type{T}) where {S, T} = typeof(zero(S) * zero(T) + zero(S) * zero(T))

size_or_length(s::Tuple{Int64}) = s[1]
size_or_length(s::Tuple{Int64, Int64}) = s
vec_or_mat(s::Tuple{Int64}) = "vector"
vec_or_mat(s::Tuple{Int64, Int64}) = "matrix"
# Julia's check that A's columns match B's rows, with its message
function matmul_size_check(sa::Tuple, sb::Tuple)
    inner = length(sa) == 2 ? sa[2] : 1
    inner == sb[1] && return nothing
    same = length(sa) == length(sb)
    bsize = size_or_length(sb)
    throw(DimensionMismatch(string("incompatible dimensions for matrix multiplication: tried to multiply a ",
                                   vec_or_mat(sa), " of size ", sa, " with a ", vec_or_mat(sb), " of ",
                                   bsize isa Int64 ? "length " : "size ", bsize, ". The second dimension of the ",
                                   same ? "first " : "", vec_or_mat(sa), ": ", inner, ", does not match the ",
                                   bsize isa Int64 ? "length" : "first dimension", " of the ", same ? "second " : "",
                                   vec_or_mat(sb), ": ", sb[1], ".")))
end
function matmul_size_check(sc::Tuple, sa::Tuple, sb::Tuple)
    matmul_size_check(sa, sb)
    bcols = length(sb) == 2 ? sb[2] : 1
    ccols = length(sc) == 2 ? sc[2] : 1
    (sc[1] == sa[1] && ccols == bcols) && return nothing
    csize = size_or_length(sc)
    bsize = size_or_length(sb)
    dest = length(sb) == 1 && length(sc) == 1 ? sa[1] : (sa[1], bcols)
    throw(DimensionMismatch(string("incompatible destination size: the destination ", vec_or_mat(sc), " of ",
                                   csize isa Int64 ? "length " : "size ", csize,
                                   " is incompatible with the product of a ", vec_or_mat(sa), " of size ", sa,
                                   " and a ", vec_or_mat(sb), " of ", bsize isa Int64 ? "length " : "size ", bsize,
                                   ". The destination must be of ", dest isa Int64 ? "length " : "size ", dest, ".")))
end

const MatOrWrapped = Union{Array{<:Any, 2}, Adjoint{<:Any, <:Array{<:Any, 2}}, Transpose{<:Any, <:Array{<:Any, 2}}}
const RowVector = Union{Adjoint{<:Any, <:Array{<:Any, 1}}, Transpose{<:Any, <:Array{<:Any, 1}}}

function *(a::MatOrWrapped, b::MatOrWrapped)
    matmul_size_check(size(a), size(b))
    c = Matrix{matprod_type(eltype(a), eltype(b))}(undef, size(a, 1), size(b, 2))
    return mul!(c, a, b)
end
function *(a::MatOrWrapped, x::Vector{T}) where {T}
    matmul_size_check(size(a), size(x))
    return mul!(Vector{matprod_type(eltype(a), eltype(x))}(undef, size(a, 1)), a, x)
end
# a column times a row: the outer product; times a 1×n matrix likewise
*(x::Vector{T}, b::Union{MatOrWrapped, RowVector}) where {T} = reshape(x, length(x), 1) * b
# x'*y, transpose(x)*y: the dot product (without conjugation for transpose)
function *(a::RowVector, v::Vector{T}) where {T}
    length(a) == length(v) || throw(DimensionMismatch(string("first array has length ", length(a),
                                                             " which does not match the length of the second, ", length(v), ".")))
    s = zero(matprod_type(eltype(a), eltype(v)))
    for k in 1:length(v)
        s += wrapped_element(a, Core._arrayref(a.parent, k)) * Core._arrayref(v, k)
    end
    return s
end
# a row times a matrix is a row
*(a::Adjoint{<:Any, <:Vector}, b::MatOrWrapped) = adjoint(adjoint(b) * a.parent)
*(a::Transpose{<:Any, <:Vector}, b::MatOrWrapped) = transpose(transpose(b) * a.parent)
*(a::RowVector, b::RowVector) = matmul_size_check(size(a), size(b))
*(a::MatOrWrapped, b::RowVector) = a * collect(b)

mul!(c, a, b) = mul!(c, a, b, true, false)

# C = A*B*α + C*β; β == 0 ignores what C held (NaN too), as BLAS does
function mul!(c::Matrix{T}, a::MatOrWrapped, b::MatOrWrapped, α::Number, β::Number) where {T}
    matmul_size_check(size(c), size(a), size(b))
    scale_or_zero!(c, β)
    (length(c) == 0 || iszero(α)) && return c
    add_product!(c, a, b, α)
    return c
end
function mul!(y::Vector{T}, a::MatOrWrapped, x::Vector, α::Number, β::Number) where {T}
    matmul_size_check(size(y), size(a), size(x))
    scale_or_zero!(y, β)
    iszero(α) && return y
    add_product!(y, a, x, α)
    return y
end

const Float64Operand = Union{Matrix{Float64}, Adjoint{Float64, Matrix{Float64}}, Transpose{Float64, Matrix{Float64}}}
add_product!(c::Matrix{Float64}, a::Float64Operand, b::Float64Operand, α::Number) =
    gemm_blocked!(c, 0, 0, size(c, 1), size(c, 2), a, b, Float64(α))
add_product!(y::Vector{Float64}, a::Matrix{Float64}, x::Vector{Float64}, α::Number) = gemv_columns!(y, a, x, Float64(α))
# C += A*B*α for any other element types: the loops, column by column
function add_product!(c::Matrix, a, b, α::Number)
    m, n = size(c)
    for j in 1:n, k in 1:size(a, 2)
        bkj = b[k, j] * α
        for i in 1:m
            @inbounds c[i, j] += a[i, k] * bkj
        end
    end
end
function add_product!(y::Vector, a::Array{<:Any, 2}, x::Vector, α::Number)
    for k in 1:size(a, 2)
        xk = x[k] * α
        for i in 1:length(y)
            @inbounds y[i] += a[i, k] * xk
        end
    end
end
# a row of A' is a column of A: a dot product
function add_product!(y::Vector, a::AdjOrTrans, x::Vector, α::Number)
    for i in 1:length(y)
        s = zero(eltype(y))
        for k in 1:length(x)
            s += adjoint_element(a, i, k) * x[k]
        end
        y[i] += s * α
    end
end
function scale_or_zero!(c::Array, β::Number)
    if iszero(β)
        fill!(c, zero(eltype(c)))
    elseif !isone(β)
        for k in 1:length(c)
            @inbounds c[k] *= β
        end
    end
    return c
end

# y += A*x*α column by column: an axpy per column, which vectorizes
@multiversioned function gemv_columns!(y::Vector{Float64}, a::Matrix{Float64}, x::Vector{Float64}, α::Float64)
    m = length(y)
    for k in 1:length(x)
        xk = @inbounds x[k] * α
        col = (k - 1) * m
        for i in 1:m
            @inbounds y[i] = muladd(a[col + i], xk, y[i])
        end
    end
    return y
end

# ---- the blocked Float64 product ----
# C += α·A·B in blocks: a KC-deep slice of B, packed into strips of 4
# columns, stays in the L2 cache while blocks of MC rows of A, packed into
# strips of 8 rows, stream through the 8×4 kernel (the layout of BLIS and
# OpenBLAS). Packing also reads a transposed A or B in the order the kernel
# wants, and pads the edges with zeros so the kernel always sees full tiles.
# The packed copies are in memory from malloc, not the collector's: a
# megabyte made anew for each product would be zeroed and faulted in, at a
# cost comparable to a 512×512 product, where malloc hands the same pages back.
const GEMM_MC = 128
const GEMM_KC = 256
const GEMM_NC = 2048

# C[ci .+ (1:m), cj .+ (1:n)] += α·A·B (a block of C: LU's trailing update is one)
function gemm_blocked!(c::Matrix{Float64}, ci::Int64, cj::Int64, m::Int64, n::Int64, a, b, α::Float64)
    ldc = size(c, 1)
    kk = size(a, 2)
    asize = (min(GEMM_MC, m) + 7) * min(GEMM_KC, kk)
    bsize = (min(GEMM_NC, n) + 3) * min(GEMM_KC, kk)
    apack = ccall(:malloc, Ptr{Float64}, (Int64,), 8 * (asize + bsize + 32))
    apack == C_NULL && throw(OutOfMemoryError())
    bpack = apack + 8asize
    tile = bpack + 8bsize       # an edge's 8×4 tile
    GC.@preserve c begin
        for jc in 1:GEMM_NC:n
            nc = min(GEMM_NC, n - jc + 1)
            for pc in 1:GEMM_KC:kk
                kc = min(GEMM_KC, kk - pc + 1)
                pack_b!(bpack, b, pc, kc, jc, nc)
                for ic in 1:GEMM_MC:m
                    mc = min(GEMM_MC, m - ic + 1)
                    pack_a!(apack, a, ic, mc, pc, kc)
                    for jr in 0:4:nc - 1, ir in 0:8:mc - 1
                        rows = min(8, mc - ir)
                        cols = min(4, nc - jr)
                        astrip = apack + 8ir * kc
                        bstrip = bpack + 8jr * kc
                        if rows == 8 && cols == 4       # straight into C
                            kernel_8x4!(pointer(c, (cj + jc + jr - 1) * ldc + ci + ic + ir), ldc, astrip, bstrip, kc, α)
                        else                            # an edge: through a full tile
                            for k in 1:32
                                unsafe_store!(tile, 0.0, k)
                            end
                            kernel_8x4!(tile, 8, astrip, bstrip, kc, α)
                            for j in 1:cols, i in 1:rows
                                @inbounds c[ci + ic + ir + i - 1, cj + jc + jr + j - 1] += unsafe_load(tile, (j - 1) * 8 + i)
                            end
                        end
                    end
                end
            end
        end
    end
    ccall(:free, Cvoid, (Ptr{Float64},), apack)
    return c
end

# element (i, j) of A, A' or transpose(A) for real A, in bounds
@inline packed_element(a::Matrix{Float64}, i::Int64, j::Int64) = @inbounds a[i, j]
@inline packed_element(a::AdjOrTrans, i::Int64, j::Int64) = @inbounds a.parent[j, i]

# rows i0 .+ (1:m), columns j0 .+ (1:n) of a Float64 matrix as an operand
# of gemm_blocked!, without a copy (LU's L21 and U12)
struct MatrixBlock
    parent::Matrix{Float64}
    i0::Int64
    j0::Int64
    m::Int64
    n::Int64
end
size(b::MatrixBlock, d::Int64) = d == 1 ? b.m : b.n
@inline packed_element(b::MatrixBlock, i::Int64, j::Int64) = @inbounds b.parent[b.i0 + i, b.j0 + j]

# rows ic:ic+mc-1, columns pc:pc+kc-1 of A as strips of 8 rows, each strip
# column after column (8 consecutive numbers per step of the kernel)
function pack_a!(apack::Ptr{Float64}, a, ic::Int64, mc::Int64, pc::Int64, kc::Int64)
    for ir in 0:8:mc - 1
        rows = min(8, mc - ir)
        base = ir * kc
        for p in 0:kc - 1, i in 1:8
            unsafe_store!(apack, i <= rows ? packed_element(a, ic + ir + i - 1, pc + p) : 0.0, base + p * 8 + i)
        end
    end
end

# rows pc:pc+kc-1, columns jc:jc+nc-1 of B as strips of 4 columns, each strip
# row after row (4 consecutive numbers per step of the kernel)
function pack_b!(bpack::Ptr{Float64}, b, pc::Int64, kc::Int64, jc::Int64, nc::Int64)
    for jr in 0:4:nc - 1
        cols = min(4, nc - jr)
        base = jr * kc
        for p in 0:kc - 1, j in 1:4
            unsafe_store!(bpack, j <= cols ? packed_element(b, pc + p, jc + jr + j - 1) : 0.0, base + p * 4 + j)
        end
    end
end

# q[i + (j-1)·ldc] += α·(A strip · B strip)[i, j] for the 8×4 tile: 32
# accumulators, which the C compiler keeps in registers (8 AVX registers of
# 4 on x86-64-v3, where each muladd is one FMA).
@multiversioned function kernel_8x4!(q::Ptr{Float64}, ldc::Int64, ap::Ptr{Float64}, bp::Ptr{Float64}, kc::Int64,
                                     α::Float64)
    c11 = c21 = c31 = c41 = c51 = c61 = c71 = c81 = 0.0
    c12 = c22 = c32 = c42 = c52 = c62 = c72 = c82 = 0.0
    c13 = c23 = c33 = c43 = c53 = c63 = c73 = c83 = 0.0
    c14 = c24 = c34 = c44 = c54 = c64 = c74 = c84 = 0.0
    p = 0
    while p < kc     # (a while loop: one basic block, which gcc's SLP vectorizes)
        a1 = unsafe_load(ap, 1); a2 = unsafe_load(ap, 2); a3 = unsafe_load(ap, 3); a4 = unsafe_load(ap, 4)
        a5 = unsafe_load(ap, 5); a6 = unsafe_load(ap, 6); a7 = unsafe_load(ap, 7); a8 = unsafe_load(ap, 8)
        b = unsafe_load(bp, 1)
        c11 = muladd(a1, b, c11); c21 = muladd(a2, b, c21); c31 = muladd(a3, b, c31); c41 = muladd(a4, b, c41)
        c51 = muladd(a5, b, c51); c61 = muladd(a6, b, c61); c71 = muladd(a7, b, c71); c81 = muladd(a8, b, c81)
        b = unsafe_load(bp, 2)
        c12 = muladd(a1, b, c12); c22 = muladd(a2, b, c22); c32 = muladd(a3, b, c32); c42 = muladd(a4, b, c42)
        c52 = muladd(a5, b, c52); c62 = muladd(a6, b, c62); c72 = muladd(a7, b, c72); c82 = muladd(a8, b, c82)
        b = unsafe_load(bp, 3)
        c13 = muladd(a1, b, c13); c23 = muladd(a2, b, c23); c33 = muladd(a3, b, c33); c43 = muladd(a4, b, c43)
        c53 = muladd(a5, b, c53); c63 = muladd(a6, b, c63); c73 = muladd(a7, b, c73); c83 = muladd(a8, b, c83)
        b = unsafe_load(bp, 4)
        c14 = muladd(a1, b, c14); c24 = muladd(a2, b, c24); c34 = muladd(a3, b, c34); c44 = muladd(a4, b, c44)
        c54 = muladd(a5, b, c54); c64 = muladd(a6, b, c64); c74 = muladd(a7, b, c74); c84 = muladd(a8, b, c84)
        ap += 64
        bp += 32
        p += 1
    end
    add_column!(q, α, c11, c21, c31, c41, c51, c61, c71, c81)
    add_column!(q + 8ldc, α, c12, c22, c32, c42, c52, c62, c72, c82)
    add_column!(q + 16ldc, α, c13, c23, c33, c43, c53, c63, c73, c83)
    add_column!(q + 24ldc, α, c14, c24, c34, c44, c54, c64, c74, c84)
    return nothing
end

# q[1:8] += α·(x1, ..., x8)
@inline function add_column!(q::Ptr{Float64}, α::Float64, x1::Float64, x2::Float64, x3::Float64, x4::Float64,
                             x5::Float64, x6::Float64, x7::Float64, x8::Float64)
    unsafe_store!(q, muladd(α, x1, unsafe_load(q, 1)), 1); unsafe_store!(q, muladd(α, x2, unsafe_load(q, 2)), 2)
    unsafe_store!(q, muladd(α, x3, unsafe_load(q, 3)), 3); unsafe_store!(q, muladd(α, x4, unsafe_load(q, 4)), 4)
    unsafe_store!(q, muladd(α, x5, unsafe_load(q, 5)), 5); unsafe_store!(q, muladd(α, x6, unsafe_load(q, 6)), 6)
    unsafe_store!(q, muladd(α, x7, unsafe_load(q, 7)), 7); unsafe_store!(q, muladd(α, x8, unsafe_load(q, 8)), 8)
    return nothing
end
