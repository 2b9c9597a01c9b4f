# Random.jl — Julia's Random: the default task-local Xoshiro256++ generator,
# Xoshiro, seeding by SHA-256 of the seed's words (Julia 1.11's hash_seed),
# uniform values of the bit types, ranges and collections, the ziggurat normal
# and exponential variates, shuffles and permutations. Every stream is Julia
# 1.11's for the same seed: the same words drawn in the same order, the same
# rejection samplers, the same bulk mode for arrays (eight forked lanes).
# Base declares rand and randn; this module, loaded on first use of either,
# gives them their methods.

module Random

import Base: rand, randn, copy, ==, show

export rand!, randn!, randexp, randexp!, bitrand, randstring, randsubseq, randsubseq!,
       shuffle, shuffle!, randperm, randperm!, randcycle, randcycle!,
       AbstractRNG, Xoshiro, TaskLocalRNG, MersenneTwister, RandomDevice

abstract type AbstractRNG end

include("random_sha256.jl")
include("random_ziggurat.jl")

## Xoshiro256++ (Blackman and Vigna), the state four words

mutable struct Xoshiro <: AbstractRNG
    s0::UInt64
    s1::UInt64
    s2::UInt64
    s3::UInt64
    Xoshiro(s0::Integer, s1::Integer, s2::Integer, s3::Integer) =
        new(UInt64(s0), UInt64(s1), UInt64(s2), UInt64(s3))
end

Xoshiro(seed::Integer) = seed!(Xoshiro(0, 0, 0, 0), seed)
Xoshiro() = seed!(Xoshiro(0, 0, 0, 0))

rotl(x::UInt64, k::Int) = (x << k) | (x >>> (64 - k))

# One step: the output word, the state advanced.
@inline function next_word!(x::Xoshiro)
    s0, s1, s2, s3 = x.s0, x.s1, x.s2, x.s3
    out = rotl(s0 + s3, 23) + s0
    t = s1 << 17
    s2 = xor(s2, s0)
    s3 = xor(s3, s1)
    s1 = xor(s1, s2)
    s0 = xor(s0, s3)
    s2 = xor(s2, t)
    s3 = rotl(s3, 45)
    x.s0, x.s1, x.s2, x.s3 = s0, s1, s2, s3
    out
end

## The task-local generator: jlc runs one task, whose state is this Xoshiro.

struct TaskLocalRNG <: AbstractRNG end

const TASK_STATE = Xoshiro(0, 0, 0, 0)

@inline next_word!(::TaskLocalRNG) = next_word!(TASK_STATE)

default_rng() = TaskLocalRNG()

const XoshiroLike = Union{Xoshiro, TaskLocalRNG}

state(x::Xoshiro) = x
state(::TaskLocalRNG) = TASK_STATE

copy(x::Xoshiro) = Xoshiro(x.s0, x.s1, x.s2, x.s3)
copy(::TaskLocalRNG) = copy(TASK_STATE)
==(a::XoshiroLike, b::XoshiroLike) =
    (x = state(a); y = state(b); x.s0 == y.s0 && x.s1 == y.s1 && x.s2 == y.s2 && x.s3 == y.s3)

show(io::IO, ::TaskLocalRNG) = print(io, "TaskLocalRNG()")
show(io::IO, x::Xoshiro) =
    print(io, "Xoshiro(0x", string(x.s0, base = 16, pad = 16), ", 0x", string(x.s1, base = 16, pad = 16),
          ", 0x", string(x.s2, base = 16, pad = 16), ", 0x", string(x.s3, base = 16, pad = 16), ")")

## Seeding

# The bytes Julia 1.11 hashes for an integer seed: its 32-bit words, least
# significant first, each little-endian; a negative seed is complemented and
# marked by a final byte 0x01 (so -1 and 0 differ).
function seed_bytes(seed::Integer)
    bytes = UInt8[]
    neg = seed < 0
    n = neg ? ~widen_seed(seed) : widen_seed(seed)
    while true
        w = n % UInt32
        push!(bytes, w % UInt8, (w >> 8) % UInt8, (w >> 16) % UInt8, (w >> 24) % UInt8)
        n >>>= 32
        n == 0 && break
    end
    neg && push!(bytes, 0x01)
    bytes
end
widen_seed(x::Union{Int8, Int16, Int32, Int64, Int128, Bool}) = Int128(x)
widen_seed(x::Union{UInt8, UInt16, UInt32, UInt64, UInt128}) = UInt128(x)
widen_seed(x::Integer) = throw(ArgumentError("not supported yet: a seed of type $(typeof(x))"))

# A vector seed: each element as a little-endian UInt64, then the byte 0x10.
function seed_bytes(seed::Union{Vector{UInt32}, Vector{UInt64}})
    bytes = UInt8[]
    for w in seed
        v = UInt64(w)
        for k in 0:7
            push!(bytes, (v >> (8k)) % UInt8)
        end
    end
    push!(bytes, 0x10)
    bytes
end

function seed!(rng::XoshiroLike, seed::Union{Integer, Vector{UInt32}, Vector{UInt64}})
    digest = sha256(seed_bytes(seed))
    x = state(rng)
    x.s0, x.s1, x.s2, x.s3 = le_word(digest, 0), le_word(digest, 8), le_word(digest, 16), le_word(digest, 24)
    rng
end

le_word(b::Vector{UInt8}, at::Int) =
    (w = UInt64(0); for k in 8:-1:1; w = (w << 8) | b[at + k]; end; w)

# Without a seed: from the system's entropy, unhashed (as Julia).
function seed!(rng::XoshiroLike)
    words = Vector{UInt64}(undef, 4)
    got = ccall(:getrandom, Int, (Ptr{UInt64}, Csize_t, Cuint), words, 32, 0)
    got == 32 || error("getrandom failed")
    x = state(rng)
    x.s0, x.s1, x.s2, x.s3 = words[1], words[2], words[3], words[4]
    rng
end

seed!(rng::AbstractRNG, ::Nothing) = seed!(rng)
seed!(seed::Union{Nothing, Integer, Vector{UInt32}, Vector{UInt64}}) = seed!(default_rng(), seed)
seed!() = seed!(default_rng())

seed!(TASK_STATE)   # a fresh stream in every run, until seeded

include("random_generation.jl")
include("random_mersenne.jl")

end
