# MersenneTwister: Saito and Matsumoto's dSFMT-19937 (double precision SIMD
# oriented Fast Mersenne Twister), as Julia uses it: seeded by dSFMT's
# init_by_array from the SHA-256 of the seed (Julia 1.11), read through
# Julia's two caches: 1002 doubles in [1, 2) for floats and the small
# integers, 501 128-bit words condensed from 627 for 64- and 128-bit ones.

# dSFMT-19937's parameters (dSFMT-params19937.h)
const DSFMT_N = 191                      # 128-bit words of state, the lung apart
const DSFMT_POS1 = 117
const DSFMT_SL1 = 19
const DSFMT_SR = 12
const DSFMT_MSK1 = 0x000ffafffffffb3f
const DSFMT_MSK2 = 0x000ffdfffc90fffd
const DSFMT_FIX1 = 0x90014964b32f4329
const DSFMT_FIX2 = 0x3b8d12ac548a7c7a
const DSFMT_PCV1 = 0x3d84e1ac0dc82880
const DSFMT_PCV2 = 0x0000000000000001

const MT_CACHE_F = 1002                  # doubles in the float cache
const MT_CACHE_I = 501                   # 128-bit words in the integer cache

mutable struct MersenneTwister <: AbstractRNG
    state::Vector{UInt64}     # 2(N + 1) words: N 128-bit words (low half first), then the lung
    next::Int                 # the state's next 128-bit word to hand out, 0-based; N: all used
    vals::Vector{Float64}
    idxF::Int                 # doubles of vals used
    ints::Vector{UInt128}
    idxI::Int                 # bytes of ints left
end

function MersenneTwister(seed::Integer)
    r = MersenneTwister(zeros(UInt64, 2 * (DSFMT_N + 1)), DSFMT_N, zeros(MT_CACHE_F), MT_CACHE_F,
                        zeros(UInt128, MT_CACHE_I), 0)
    seed!(r, seed)
end
MersenneTwister() = MersenneTwister(rand(RandomDevice(), UInt64))

function seed!(r::MersenneTwister, seed::Integer)
    digest = sha256(seed_bytes(seed))
    key = [UInt32(digest[4i + 1]) | UInt32(digest[4i + 2]) << 8 | UInt32(digest[4i + 3]) << 16 |
           UInt32(digest[4i + 4]) << 24 for i in 0:7]
    dsfmt_init_by_array!(r.state, key)
    r.next = DSFMT_N
    r.idxF = MT_CACHE_F
    r.idxI = 0
    r
end
seed!(r::MersenneTwister) = seed!(r, rand(RandomDevice(), UInt64))

show(io::IO, ::MersenneTwister) = print(io, "MersenneTwister(...)")

## dSFMT

mix1(x::UInt32) = xor(x, x >> 27) * UInt32(1664525)
mix2(x::UInt32) = xor(x, x >> 27) * UInt32(1566083941)

# the state as 32-bit words (little-endian halves of the 64-bit ones)
get32(s::Vector{UInt64}, i::Int) = (s[i >> 1 + 1] >> (32 * (i & 1))) % UInt32
function set32!(s::Vector{UInt64}, i::Int, v::UInt32)
    k = i >> 1 + 1
    shift = 32 * (i & 1)
    s[k] = (s[k] & ~(UInt64(0xffffffff) << shift)) | (UInt64(v) << shift)
end
add32!(s, i, v) = set32!(s, i, get32(s, i) + v)
xor32!(s, i, v) = set32!(s, i, xor(get32(s, i), v))

function dsfmt_init_by_array!(s::Vector{UInt64}, key::Vector{UInt32})
    size = (DSFMT_N + 1) * 4
    lag = 11
    mid = (size - lag) ÷ 2
    fill!(s, 0x8b8b8b8b8b8b8b8b)
    count = max(length(key) + 1, size)
    r = mix1(xor(get32(s, 0), get32(s, mid % size), get32(s, (size - 1) % size)))
    add32!(s, mid % size, r)
    r += UInt32(length(key))
    add32!(s, (mid + lag) % size, r)
    set32!(s, 0, r)
    count -= 1
    i = 1
    for j in 0:(count - 1)
        r = mix1(xor(get32(s, i), get32(s, (i + mid) % size), get32(s, (i + size - 1) % size)))
        add32!(s, (i + mid) % size, r)
        r += (j < length(key) ? key[j + 1] : UInt32(0)) + UInt32(i)
        add32!(s, (i + mid + lag) % size, r)
        set32!(s, i, r)
        i = (i + 1) % size
    end
    for _ in 1:size
        r = mix2(get32(s, i) + get32(s, (i + mid) % size) + get32(s, (i + size - 1) % size))
        xor32!(s, (i + mid) % size, r)
        r -= UInt32(i)
        xor32!(s, (i + mid + lag) % size, r)
        set32!(s, i, r)
        i = (i + 1) % size
    end
    # every word a double in [1, 2)
    for k in 1:(2 * DSFMT_N)
        s[k] = (s[k] & 0x000fffffffffffff) | 0x3ff0000000000000
    end
    # period certification: the lung's parity against PCV
    inner = xor(xor(s[2DSFMT_N + 1], DSFMT_FIX1) & DSFMT_PCV1, xor(s[2DSFMT_N + 2], DSFMT_FIX2) & DSFMT_PCV2)
    for sh in (32, 16, 8, 4, 2, 1)
        inner = xor(inner, inner >> sh)
    end
    inner & 1 == 1 || (s[2DSFMT_N + 2] = xor(s[2DSFMT_N + 2], UInt64(1)))
    s
end

# All N words of the state anew: word i from itself, word i + POS1 (the new
# one past the end) and the lung.
function dsfmt_gen_all!(s::Vector{UInt64})
    L0, L1 = s[2DSFMT_N + 1], s[2DSFMT_N + 2]
    for i in 0:(DSFMT_N - 1)
        b = (i + DSFMT_POS1) % DSFMT_N
        t0, t1 = s[2i + 1], s[2i + 2]
        n0 = xor(t0 << DSFMT_SL1, L1 >> 32, L1 << 32, s[2b + 1])
        n1 = xor(t1 << DSFMT_SL1, L0 >> 32, L0 << 32, s[2b + 2])
        L0, L1 = n0, n1
        s[2i + 1] = xor(n0 >> DSFMT_SR, n0 & DSFMT_MSK1, t0)
        s[2i + 2] = xor(n1 >> DSFMT_SR, n1 & DSFMT_MSK2, t1)
    end
    s[2DSFMT_N + 1], s[2DSFMT_N + 2] = L0, L1
    s
end

# the stream's next 128-bit word, as its two 64-bit halves
function next_pair!(r::MersenneTwister)
    if r.next == DSFMT_N
        dsfmt_gen_all!(r.state)
        r.next = 0
    end
    i = r.next
    r.next = i + 1
    r.state[2i + 1], r.state[2i + 2]
end

## The caches

function fill_floats!(r::MersenneTwister)
    for k in 0:(MT_CACHE_F ÷ 2 - 1)
        lo, hi = next_pair!(r)
        r.vals[2k + 1] = reinterpret(Float64, lo)
        r.vals[2k + 2] = reinterpret(Float64, hi)
    end
    r.idxF = 0
end

# a double in [1, 2)
function next_close12!(r::MersenneTwister)
    r.idxF == MT_CACHE_F && fill_floats!(r)
    r.idxF += 1
    r.vals[r.idxF]
end

# 627 words of 104 random bits: the last 126 spread their bits over the
# first 501 (each gives 4 of them 12 bits), so 501 words of 128 bits
function fill_ints!(r::MersenneTwister)
    raw = Vector{UInt128}(undef, MT_CACHE_I + 126)
    for k in eachindex(raw)
        lo, hi = next_pair!(r)
        raw[k] = UInt128(lo) | UInt128(hi) << 64
    end
    k, n = MT_CACHE_I, 0
    while n != 500
        k += 1
        u = raw[k]
        for shift in (48, 36, 24, 12)
            n += 1
            raw[n] = xor(raw[n], u << shift)
        end
    end
    raw[MT_CACHE_I] = xor(raw[MT_CACHE_I], raw[end] << 48)
    copyto!(r.ints, 1, raw, 1, MT_CACHE_I)
    r.idxI = 16 * MT_CACHE_I
end

function next_u64!(r::MersenneTwister)
    r.idxI < 8 && fill_ints!(r)
    r.idxI -= 8
    i = r.idxI
    (r.ints[i >> 4 + 1] >> (64 * ((i >> 3) & 1))) % UInt64
end

function next_u128!(r::MersenneTwister)
    r.idxI < 16 && fill_ints!(r)
    k = r.idxI >> 4
    r.idxI = (k << 4) - 16
    r.ints[k]
end

## Values

rand(r::MersenneTwister, ::Type{Float64}) = next_close12!(r) - 1.0
rand(r::MersenneTwister, ::Type{Float32}) =
    reinterpret(Float32, ((bits52(r) % UInt32) & 0x007fffff) | 0x3f800000) - 1
rand(r::MersenneTwister, ::Type{Float16}) =
    Float16(reinterpret(Float32, (((bits52(r) % UInt16) & 0x03ff) % UInt32) << 13 | 0x3f800000) - 1)
rand(r::MersenneTwister, ::Type{T}) where {T <: Union{Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32}} =
    reinterpret(UInt64, next_close12!(r)) % T
rand(r::MersenneTwister, ::Type{T}) where {T <: Union{Int64, UInt64}} = next_u64!(r) % T
rand(r::MersenneTwister, ::Type{T}) where {T <: Union{Int128, UInt128}} = next_u128!(r) % T

# the 52 random bits of a double from the float cache
bits52(r::MersenneTwister) = reinterpret(UInt64, next_close12!(r)) & 0x000fffffffffffff

## The system's entropy, for seeding without a seed

struct RandomDevice <: AbstractRNG end

function rand(::RandomDevice, ::Type{T}) where {T <: Union{Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Int128, UInt128}}
    buf = Vector{T}(undef, 1)
    got = ccall(:getrandom, Int, (Ptr{T}, Csize_t, Cuint), buf, sizeof(T), 0)
    got == sizeof(T) || error("getrandom failed")
    buf[1]
end
rand(rd::RandomDevice, ::Type{Bool}) = rand(rd, UInt8) & 1 == 1
rand(rd::RandomDevice, ::Type{Float64}) = Float64(rand(rd, UInt64) >>> 11) * 0x1.0p-53

## Arrays of doubles: past 383 elements, all but the last one or two straight
## from the stream (dSFMT's fill_array), the cache untouched; Julia's normal
## and exponential arrays of 13 elements or more start from such doubles.

function fill_close12!(r::MersenneTwister, A::Array{Float64})
    n = length(A)
    n2 = (n - 2) ÷ 2 * 2
    done = 0
    if n2 >= 2DSFMT_N
        for k in 0:(n2 ÷ 2 - 1)
            lo, hi = next_pair!(r)
            A[2k + 1] = reinterpret(Float64, lo)
            A[2k + 2] = reinterpret(Float64, hi)
        end
        done = n2
    end
    for i in (done + 1):n
        A[i] = next_close12!(r)
    end
    A
end

function rand!(r::MersenneTwister, A::Array{Float64}, ::Type{Float64})
    fill_close12!(r, A)
    for i in eachindex(A)
        A[i] -= 1.0
    end
    A
end

# randn! and randexp! share Julia's scheme: below 13 elements one draw per
# element; from 13 on, the array is first filled from the bulk generator and
# each element's 52 low bits seed its ziggurat draw (`one` draws a value,
# `from` finishes one from given bits).
function fill_ziggurat!(r::MersenneTwister, A::Array{Float64}, one, from)
    if length(A) < 13
        for i in eachindex(A)
            A[i] = one(r)
        end
        return A
    end
    fill_close12!(r, A)
    for i in eachindex(A)
        A[i] = from(r, reinterpret(UInt64, A[i]) & 0x000fffffffffffff)
    end
    A
end

randn!(r::MersenneTwister, A::Array{Float64}) = fill_ziggurat!(r, A, randn, randn_from)
randexp!(r::MersenneTwister, A::Array{Float64}) = fill_ziggurat!(r, A, randexp, randexp_from)
