# hashing.jl — hash(x, h::UInt64): Julia 1.11's own hash values. They are
# observable: a Dict's iteration order, and so how it prints, follows from them.

hash(x) = hash(x, zero(UInt64))

# Thomas Wang's 64-bit mix (Julia's hash_64_64, the runtime's int64hash).
function hash_64_64(n::UInt64)
    a = n
    a = ~a + (a << 21)
    a = xor(a, a >> 24)
    a = a + (a << 3) + (a << 8)
    a = xor(a, a >> 14)
    a = a + (a << 2) + (a << 4)
    a = xor(a, a >> 28)
    a = a + (a << 31)
    return a
end

hash(x::UInt64, h::UInt64) = hash_64_64(x) - 3 * h
hash(x::Int64, h::UInt64) = hash(bitcast(UInt64, x), h)
hash(x::Union{Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32}, h::UInt64) = hash(Int64(x), h)

# Int128, UInt128 and BigInt hash as Julia's hash(::Real): as the Int64,
# UInt64 or Float64 of equal value when there is one, else by hash_integer of
# the odd part and the power of two.
function hash_wide_integer(x::Integer, h::UInt64)
    iszero(x) && return hash(0, h)
    pow = trailing_zeros(x)
    num = x >> pow
    left = top_set_bit(uabs(num)) + pow
    left <= 63 && return hash(x % Int64, h)
    left <= 64 && x > zero(x) && return hash(x % UInt64, h)
    left <= 1024 && left - pow <= 53 && return hash(Float64(x), h)
    return hash_integer(num, hash_integer(pow, hash_integer(1, h)))
end
hash(x::Union{Int128, UInt128}, h::UInt64) = hash_wide_integer(x, h)

function hash_integer(n::Integer, h::UInt64)
    h = xor(h, hash_64_64(xor(n % UInt64, h)))
    n = uabs(n) >>> 64
    while n != zero(n)
        h = xor(h, hash_64_64(xor(n % UInt64, h)))
        n >>>= 64
    end
    return h
end

# A float equal to an integer hashes as that integer (isequal(1.0, 1) implies
# equal hashes); any other float by its bits. -0.0 is not isequal to 0.
function hash(x::Float64, h::UInt64)
    if -9.223372036854775808e18 <= x < 9.223372036854775808e18
        xi = fptosi(Int64, x)
        sitofp(Float64, xi) === x && return hash(xi, h)
    elseif 0.0 <= x < 1.8446744073709551616e19
        xu = unsafe_trunc(UInt64, x)
        uitofp(Float64, xu) === x && return hash(xu, h)
    elseif isnan(x)
        return xor(hash_64_64(0x7ff8000000000000), h)   # NaN has no one bit pattern
    end
    return hash_64_64(bitcast(UInt64, x)) - 3 * h
end
hash(x::Float32, h::UInt64) = hash(Float64(x), h)

hash(c::Char, h::UInt64) = hash_64_64(xor((zext_int(UInt64, bitcast(UInt32, c)) + 0x00000000d4d64234) << 32, h))

# A SubString{String} hashes as the equal String (its bytes are hashed in
# place), so either finds the other's Dict entry; any other string through
# the String of its characters.
hash(s::String, h::UInt64) = hash_string_bytes(s, 0, sizeof(s), h)
hash(s::SubString{String}, h::UInt64) = hash_string_bytes(s.string, s.offset, s.ncodeunits, h)
hash(s::AbstractString, h::UInt64) = hash(String(s), h)
function hash_string_bytes(s::String, offset::Int64, len::Int64, h::UInt64)
    h += 0x71e729fd56419c81
    return ccall(:jlrt_string_memhash, UInt64, (String, Int64, Int64, UInt32), s, offset, len, trunc_int(UInt32, h)) + h
end

# A Symbol's hash is its objectid, fixed when Julia interns it.
function hash(s::Symbol)
    oid = xor(ccall(:jlrt_symbol_memhash, UInt64, (Symbol,), s), 0xaaaaaaaaaaaaaaaa)
    return hash_64_64(-oid)
end
hash(s::Symbol, h::UInt64) = hash_64_64(3 * h - hash(s))

# Tuples hash their elements last to first, from a seed.
hash(t::Tuple, h::UInt64) = hash_elements(h, t...)
hash_elements(h::UInt64) = h + 0x77cfa1eef01bca90
hash_elements(h::UInt64, x, xs...) = hash(x, hash_elements(h, xs...))

# objectid(x): a number shared by values that are === (Julia's egal): a
# mutable object's address (the collector never moves an object); the hash
# of a number, string or symbol, whose === compares contents; and for any
# other immutable value, a hash of its fields' objectids. (Julia's numbers
# differ: only the agreement with === is promised.)
objectid(x::T) where {T} =
    is_identity_type(T) ? bitcast(UInt64, bitcast(Ptr{Cvoid}, x)) : objectid_fields(0x5f2a9c3d1e4b6a87, Core._fields_tuple(x)...)
objectid(x::Union{Number, Char, String, Symbol}) = hash(x)
# Julia's default hash: by objectid, so a struct is a Dict key as === tells
# (its numbers are not Julia's, nor so the order such a Dict iterates in)
hash(x, h::UInt64) = hash_64_64(3 * h - objectid(x))
objectid_fields(h::UInt64) = h
objectid_fields(h::UInt64, f, fs...) = objectid_fields(hash(objectid(f), h), fs...)
