# Random values from a generator: bit types, ranges, collections, arrays,
# normal and exponential variates, shuffles. Each draws the words Julia 1.11
# draws, in its order.

## Scalars of the bit types (Xoshiro's: the upper bits of one word)

rand(rng::XoshiroLike, ::Type{UInt64}) = next_word!(rng)
rand(rng::XoshiroLike, ::Type{Int64}) = next_word!(rng) % Int64
rand(rng::XoshiroLike, ::Type{T}) where {T <: Union{Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32}} =
    (next_word!(rng) >>> (64 - 8 * sizeof(T))) % T
function rand(rng::XoshiroLike, ::Type{UInt128})
    hi = next_word!(rng)
    lo = next_word!(rng)
    lo + UInt128(hi) << 64
end
rand(rng::XoshiroLike, ::Type{Int128}) = rand(rng, UInt128) % Int128

rand(rng::XoshiroLike, ::Type{Float64}) = Float64(next_word!(rng) >>> 11) * 0x1.0p-53
rand(rng::XoshiroLike, ::Type{Float32}) = Float32(rand(rng, UInt32) >>> 8) * Float32(0x1.0p-24)
rand(rng::XoshiroLike, ::Type{Float16}) = Float16(Float32(rand(rng, UInt16) >>> 5) * Float32(0x1.0p-11))

# 52 random bits, as Julia's UInt52Raw for Xoshiro
bits52(rng::XoshiroLike) = next_word!(rng) >>> 12

rand(rng::AbstractRNG, ::Type{Complex{T}}) where {T <: Real} = complex(rand(rng, T), rand(rng, T))

# a valid Unicode scalar value (0 - 0xd7ff, 0xe000 - 0x10ffff)
function rand(rng::AbstractRNG, ::Type{T}) where {T <: AbstractChar}
    c = rand(rng, 0x00000000:0x0010f7ff)
    c < 0xd800 ? T(c) : T(c + 0x800)
end

rand(rng::AbstractRNG) = rand(rng, Float64)
rand() = rand(default_rng(), Float64)
rand(X) = rand(default_rng(), X)

## Integer ranges: Lemire's "nearly divisionless" rejection (arXiv:1805.10941),
## over 32-bit words for types up to 32 bits, 64-bit words for 64 bits.

const Small = Union{Int8, UInt8, Int16, UInt16, Int32, UInt32}
const Word = Union{Int64, UInt64}

rand(rng::AbstractRNG, r::AbstractUnitRange{T}) where {T <: Small} =
    nearly_divisionless(rng, first(r), range_length(r, UInt32))
rand(rng::AbstractRNG, r::AbstractUnitRange{T}) where {T <: Word} =
    nearly_divisionless(rng, first(r), range_length(r, UInt64))

# the length of r as a U, 0 for the whole range of U
function range_length(r::AbstractUnitRange{T}, ::Type{U}) where {T, U}
    isempty(r) && throw(ArgumentError("collection must be non-empty"))
    (last(r) - first(r)) % unsigned(T) % U + one(U)
end

function nearly_divisionless(rng::AbstractRNG, a::T, s::U) where {T, U}
    x = widen(rand(rng, U))
    m = x * s
    low = m % U
    if low < s
        threshold = mod(-s, s)
        while low < threshold
            x = widen(rand(rng, U))
            m = x * s
            low = m % U
        end
    end
    (s == 0 ? x : m >> (8 * sizeof(U))) % T + a
end

# 128-bit ranges: a masked draw rejected past the length
function rand(rng::AbstractRNG, r::AbstractUnitRange{T}) where {T <: Union{Int128, UInt128}}
    isempty(r) && throw(ArgumentError("collection must be non-empty"))
    m = (last(r) - first(r)) % UInt128
    width = 128 - leading_zeros(m)
    mask = width == 128 ? typemax(UInt128) : (UInt128(1) << width) - 1
    if width <= 64
        while true
            x = rand(rng, UInt64) & (mask % UInt64)
            x <= m && return (x % UInt128) % T + first(r)
        end
    end
    while true
        x = rand(rng, UInt128) & mask
        x <= m && return x % T + first(r)
    end
end

## Collections

rand(rng::AbstractRNG, A::AbstractArray) = A[rand(rng, firstindex(A):lastindex(A))]

function rand(rng::AbstractRNG, t::Tuple)
    n = length(t)
    n == 0 && throw(ArgumentError("collection must be non-empty"))
    n == 1 && return t[1]
    n == 2 && return t[1 + rand(rng, Bool)]
    if n == 3
        while true
            r = bits52(rng)
            r != 0x000fffffffffffff && return t[1 + r ÷ 0x0005555555555555]
        end
    end
    ispow2(n) && return t[1 + (rand(rng, UInt32) & (n - 1))]
    t[rand(rng, 1:n)]
end

# one character: a code unit drawn until it starts a character
function rand(rng::AbstractRNG, s::AbstractString)
    n = ncodeunits(s)
    n == 0 && throw(ArgumentError("collection must be non-empty"))
    while true
        i = rand(rng, 1:n)
        isvalid(s, i) && return s[i]
    end
end

function rand(rng::AbstractRNG, c::Union{AbstractDict, AbstractSet})
    isempty(c) && throw(ArgumentError("collection must be non-empty"))
    k = rand(rng, 1:length(c))
    for (i, x) in enumerate(c)
        i == k && return x
    end
    throw(ArgumentError("collection must be non-empty"))
end

## Arrays of random values

gentype(X::Type) = X
gentype(X) = eltype(X)

rand(rng::AbstractRNG, X, dims::Dims{N}) where {N} = rand!(rng, Array{gentype(X), N}(undef, dims), X)
rand(rng::AbstractRNG, X, d::Integer, dims::Integer...) = rand(rng, X, map(Int, (d, dims...)))
rand(rng::AbstractRNG, d::Integer, dims::Integer...) = rand(rng, Float64, map(Int, (d, dims...)))
rand(X, dims::Dims) = rand(default_rng(), X, dims)
rand(X, d::Integer, dims::Integer...) = rand(default_rng(), X, map(Int, (d, dims...)))
rand(d::Integer, dims::Integer...) = rand(default_rng(), Float64, map(Int, (d, dims...)))

rand!(A::AbstractArray{T}) where {T} = rand!(default_rng(), A, T)
rand!(A::AbstractArray, X) = rand!(default_rng(), A, X)
rand!(rng::AbstractRNG, A::AbstractArray{T}) where {T} = rand!(rng, A, T)

function rand!(rng::AbstractRNG, A::AbstractArray, X)
    src = for_many(X)
    for i in eachindex(A)
        A[i] = rand(rng, src)
    end
    A
end

# what many draws from X sample: Julia collects strings, dicts and sets first
for_many(X) = X
for_many(s::AbstractString) = collect(s)
for_many(c::Union{AbstractDict, AbstractSet}) = collect(c)

## Xoshiro's bulk mode: from 64 bytes on, eight lanes forked from the generator
## (each lane's words drawn one after the other, scaled by odd constants) make
## eight words a step, stored side by side; the rest comes from the generator.

const FORK_SCALE = (0x02011ce34bce797f, 0x5a94851fb48a6e05, 0x3688cf5d48899fa7, 0x867b4bb4c42e5661)

function fork_lanes(rng::XoshiroLike)
    lanes = [Xoshiro(0, 0, 0, 0) for _ in 1:8]
    for lane in lanes; lane.s0 = FORK_SCALE[1] * next_word!(rng); end
    for lane in lanes; lane.s1 = FORK_SCALE[2] * next_word!(rng); end
    for lane in lanes; lane.s2 = FORK_SCALE[3] * next_word!(rng); end
    for lane in lanes; lane.s3 = FORK_SCALE[4] * next_word!(rng); end
    lanes
end

# put(offset, word) for each 8-byte word of an nbytes request (the last may be cut)
function bulk_words(put, rng::XoshiroLike, nbytes::Int)
    i = 0
    if nbytes >= 64
        lanes = fork_lanes(rng)
        while i + 64 <= nbytes
            for k in 1:8
                put(i + 8(k - 1), next_word!(lanes[k]))
            end
            i += 64
        end
    end
    while i < nbytes
        put(i, next_word!(rng))
        i += 8
    end
    nothing
end

function rand!(rng::XoshiroLike, A::Array{Float64}, ::Type{Float64})
    bulk_words(rng, 8 * length(A)) do at, w
        A[at >> 3 + 1] = Float64(w >>> 11) * 0x1.0p-53
    end
    A
end

# each word makes two Float32s, its low half the first
function rand!(rng::XoshiroLike, A::Array{Float32}, ::Type{Float32})
    n = 4 * length(A)
    bulk_words(rng, n) do at, w
        A[at >> 2 + 1] = Float32((w % UInt32) >>> 8) * Float32(0x1.0p-24)
        at + 4 < n && (A[at >> 2 + 2] = Float32(((w >>> 32) % UInt32) >>> 8) * Float32(0x1.0p-24))
    end
    A
end

# integers: the words' bytes, little-endian
function rand!(rng::XoshiroLike, A::Array{T}, ::Type{T}) where {T <: Union{Small, Word}}
    s = sizeof(T)
    n = s * length(A)
    bulk_words(rng, n) do at, w
        for j in 0:(8 ÷ s - 1)
            off = at + j * s
            off < n || break
            A[off ÷ s + 1] = (w >>> (8 * s * j)) % T
        end
    end
    A
end

function rand!(rng::XoshiroLike, A::Array{T}, ::Type{T}) where {T <: Union{Int128, UInt128}}
    bulk_words(rng, 16 * length(A)) do at, w
        i = at >> 4 + 1
        A[i] = at & 15 == 0 ? w % T : ((A[i] % UInt128) | (UInt128(w) << 64)) % T
    end
    A
end

# Bools: bit k of each byte of a word, for k = 0..7, one byte of bools each;
# lanes past 640 bytes, each step's eight words spread over 512 bytes
function rand!(rng::XoshiroLike, A::Array{Bool}, ::Type{Bool})
    n = length(A)
    i = 0
    if n >= 640
        lanes = fork_lanes(rng)
        words = Vector{UInt64}(undef, 8)
        while i + 512 <= n
            for l in 1:8
                words[l] = next_word!(lanes[l])
            end
            for k in 0:7, l in 1:8
                put_bools!(A, i + 64k + 8(l - 1), words[l] >>> k)
            end
            i += 512
        end
    end
    while i + 8 <= n
        w = next_word!(rng)
        shift = 0
        while i + 8 <= n && shift < 8
            put_bools!(A, i, w >>> shift)
            i += 8
            shift += 1
        end
    end
    i < n && put_bools!(A, i, next_word!(rng))
    A
end

function put_bools!(A::Array{Bool}, at::Int, w::UInt64)
    for b in 0:7
        at + b < length(A) || return
        A[at + b + 1] = (w >>> (8b)) & 1 == 1
    end
end

## Normal and exponential variates: Marsaglia and Tsang's ziggurat with
## Julia's tables (random_ziggurat.jl, made by tools/gen_ziggurat.py)

randn(rng::AbstractRNG) = randn_from(rng, bits52(rng))
randn() = randn(default_rng())

# r: 52 random bits, the lowest the sign
@inline function randn_from(rng::AbstractRNG, r::UInt64)
    rabs = Int64(r >> 1)
    idx = rabs & 0xff
    x = ifelse(r % Bool, -rabs, rabs) * wi[idx + 1]
    rabs < ki[idx + 1] && return x
    randn_unlikely(rng, idx, rabs, x)
end

@noinline function randn_unlikely(rng::AbstractRNG, idx::Int64, rabs::Int64, x::Float64)
    if idx == 0   # the tail, past r
        while true
            xx = -ziggurat_nor_inv_r * log(rand(rng))
            yy = -log(rand(rng))
            yy + yy > xx * xx && return (rabs >> 8) % Bool ? -ziggurat_nor_r - xx : ziggurat_nor_r + xx
        end
    elseif (fi[idx] - fi[idx + 1]) * rand(rng) + fi[idx + 1] < exp(-0.5 * x * x)
        return x
    end
    randn(rng)
end

randexp(rng::AbstractRNG) = randexp_from(rng, bits52(rng))
randexp() = randexp(default_rng())

@inline function randexp_from(rng::AbstractRNG, ri::UInt64)
    idx = ri & 0xff
    x = ri * we[idx + 1]
    ri < ke[idx + 1] && return x
    randexp_unlikely(rng, idx, x)
end

@noinline function randexp_unlikely(rng::AbstractRNG, idx::UInt64, x::Float64)
    idx == 0 && return ziggurat_exp_r - log(rand(rng))
    (fe[idx] - fe[idx + 1]) * rand(rng) + fe[idx + 1] < exp(-x) && return x
    randexp(rng)
end

randn(rng::AbstractRNG, ::Type{Float64}) = randn(rng)
randn(rng::AbstractRNG, ::Type{T}) where {T <: Union{Float16, Float32}} = T(randn(rng))
randn(rng::AbstractRNG, ::Type{Complex{T}}) where {T <: AbstractFloat} =
    Complex{T}(T(0.7071067811865476) * randn(rng, T), T(0.7071067811865476) * randn(rng, T))
randexp(rng::AbstractRNG, ::Type{Float64}) = randexp(rng)
randexp(rng::AbstractRNG, ::Type{T}) where {T <: Union{Float16, Float32}} = T(randexp(rng))

randn(::Type{T}) where {T} = randn(default_rng(), T)
randexp(::Type{T}) where {T} = randexp(default_rng(), T)

function randn!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        A[i] = randn(rng, T)
    end
    A
end
function randexp!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        A[i] = randexp(rng, T)
    end
    A
end

# Xoshiro fills a Float64 array with words in bulk first, then maps each
function randn!(rng::XoshiroLike, A::Array{Float64})
    bulk_words((at, w) -> A[at >> 3 + 1] = reinterpret(Float64, w), rng, 8 * length(A))
    for i in eachindex(A)
        A[i] = randn_from(rng, reinterpret(UInt64, A[i]) >>> 12)
    end
    A
end
function randexp!(rng::XoshiroLike, A::Array{Float64})
    bulk_words((at, w) -> A[at >> 3 + 1] = reinterpret(Float64, w), rng, 8 * length(A))
    for i in eachindex(A)
        A[i] = randexp_from(rng, reinterpret(UInt64, A[i]) >>> 12)
    end
    A
end
randn!(A::AbstractArray) = randn!(default_rng(), A)
randexp!(A::AbstractArray) = randexp!(default_rng(), A)

randn(rng::AbstractRNG, ::Type{T}, dims::Dims{N}) where {T, N} = randn!(rng, Array{T, N}(undef, dims))
randn(rng::AbstractRNG, ::Type{T}, d::Integer, dims::Integer...) where {T} = randn(rng, T, map(Int, (d, dims...)))
randn(rng::AbstractRNG, dims::Dims) = randn(rng, Float64, dims)
randn(rng::AbstractRNG, d::Integer, dims::Integer...) = randn(rng, Float64, d, dims...)
randn(::Type{T}, dims::Dims) where {T} = randn(default_rng(), T, dims)
randn(::Type{T}, d::Integer, dims::Integer...) where {T} = randn(default_rng(), T, d, dims...)
randn(dims::Dims) = randn(default_rng(), Float64, dims)
randn(d::Integer, dims::Integer...) = randn(default_rng(), Float64, d, dims...)

randexp(rng::AbstractRNG, ::Type{T}, dims::Dims{N}) where {T, N} = randexp!(rng, Array{T, N}(undef, dims))
randexp(rng::AbstractRNG, ::Type{T}, d::Integer, dims::Integer...) where {T} = randexp(rng, T, map(Int, (d, dims...)))
randexp(rng::AbstractRNG, dims::Dims) = randexp(rng, Float64, dims)
randexp(rng::AbstractRNG, d::Integer, dims::Integer...) = randexp(rng, Float64, d, dims...)
randexp(::Type{T}, dims::Dims) where {T} = randexp(default_rng(), T, dims)
randexp(::Type{T}, d::Integer, dims::Integer...) where {T} = randexp(default_rng(), T, d, dims...)
randexp(dims::Dims) = randexp(default_rng(), Float64, dims)
randexp(d::Integer, dims::Integer...) = randexp(default_rng(), Float64, d, dims...)

## Permutations. A uniform index below n comes from 52 bits masked by the
## smallest 2^k - 1 covering n - 1, rejected past it; Fisher-Yates runs
## forwards, the mask growing as i passes a power of two.

function below(rng::AbstractRNG, n::Int, mask::Int)
    while true
        x = (bits52(rng) % Int) & mask
        x <= n - 1 && return x
    end
end

function shuffle!(rng::AbstractRNG, a::AbstractArray)
    n = length(a)
    n == 0 && return a
    mask = 3
    for i in 2:n
        j = 1 + below(rng, i, mask)
        a[i], a[j] = a[j], a[i]
        i == 1 + mask && (mask = 2mask + 1)
    end
    a
end
shuffle!(a::AbstractArray) = shuffle!(default_rng(), a)
shuffle(rng::AbstractRNG, a::AbstractArray) = shuffle!(rng, collect(a))
shuffle(rng::AbstractRNG, a::Base.OneTo) = randperm(rng, last(a))
shuffle(a::AbstractArray) = shuffle(default_rng(), a)

function randperm!(rng::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + below(rng, i, mask)
        i != j && (a[i] = a[j])
        a[j] = i
        i == 1 + mask && (mask = 2mask + 1)
    end
    a
end
randperm!(a::Array{<:Integer}) = randperm!(default_rng(), a)
randperm(rng::AbstractRNG, n::T) where {T <: Integer} = randperm!(rng, Vector{T}(undef, n))
randperm(n::Integer) = randperm(default_rng(), n)

function randcycle!(rng::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + below(rng, i - 1, mask)
        a[i] = a[j]
        a[j] = i
        i == 1 + mask && (mask = 2mask + 1)
    end
    a
end
randcycle!(a::Array{<:Integer}) = randcycle!(default_rng(), a)
randcycle(rng::AbstractRNG, n::T) where {T <: Integer} = randcycle!(rng, Vector{T}(undef, n))
randcycle(n::Integer) = randcycle(default_rng(), n)

## Strings and subsequences

const RANDSTRING_CHARS = UInt8['0':'9'; 'A':'Z'; 'a':'z']

function randstring(rng::AbstractRNG, chars, n::Integer)
    if eltype(chars) === UInt8
        bytes = Vector{UInt8}(undef, n)
        rand!(rng, bytes, chars)
        return String(bytes)
    end
    String(rand!(rng, Vector{eltype(chars)}(undef, n), chars))
end
randstring(rng::AbstractRNG, n::Integer) = randstring(rng, RANDSTRING_CHARS, n)
randstring(rng::AbstractRNG) = randstring(rng, RANDSTRING_CHARS, 8)
randstring(chars, n::Integer) = randstring(default_rng(), chars, n)
randstring(n::Integer) = randstring(default_rng(), RANDSTRING_CHARS, n)
randstring(chars) = randstring(default_rng(), chars, 8)
randstring() = randstring(default_rng(), RANDSTRING_CHARS, 8)

# Each element kept with probability p: by a draw each when p > 0.15, else by
# exponential skips (the gap to the next kept element is geometric).
function randsubseq!(rng::AbstractRNG, S::AbstractArray, A::AbstractArray, p::Real)
    0 <= p <= 1 || throw(ArgumentError("probability $p not in [0,1]"))
    n = length(A)
    p == 1 && return copyto!(resize!(S, n), A)
    empty!(S)
    p == 0 && return S
    if p > 0.15
        for i in 1:n
            rand(rng) <= p && push!(S, A[i])
        end
        return S
    end
    L = -1 / log1p(-p)
    i = 0
    while true
        s = randexp(rng) * L
        s >= n - i && return S
        i += ceil(Int, s)
        push!(S, A[i])
    end
end
randsubseq!(S::AbstractArray, A::AbstractArray, p::Real) = randsubseq!(default_rng(), S, A, p)
randsubseq(rng::AbstractRNG, A::AbstractArray{T}, p::Real) where {T} = randsubseq!(rng, T[], A, p)
randsubseq(A::AbstractArray, p::Real) = randsubseq(default_rng(), A, p)

## BitArrays: their chunks drawn as 64-bit words, the bits past the length cleared

function rand!(rng::AbstractRNG, B::BitArray, ::Type{Bool})
    isempty(B) && return B
    rand!(rng, B.chunks, UInt64)
    rest = length(B) & 63
    rest == 0 || (B.chunks[end] &= (UInt64(1) << rest) - 1)
    B
end
bitrand(rng::AbstractRNG, n::Integer) = rand!(rng, BitVector(undef, Int(n)))
bitrand(rng::AbstractRNG, m::Integer, n::Integer) = rand!(rng, BitMatrix(undef, Int(m), Int(n)))
bitrand(dims::Integer...) = bitrand(default_rng(), dims...)
