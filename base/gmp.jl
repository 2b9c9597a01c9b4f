# gmp.jl — BigInt: integers of any size, over GMP (runtime/gmp.c).
#
# The fields are GMP's mpz_t, so the runtime works on the object itself. Its
# limbs live on the collected heap and are freed with it: no finalizer (see
# runtime/gmp.c). Every operation makes a new BigInt, as Julia's do; a
# program that never reaches one links no GMP.

mutable struct BigInt <: Signed
    alloc::Int32
    size::Int32
    d::Ptr{Cvoid}
    function BigInt()
        z = new(Int32(0), Int32(0), C_NULL)
        ccall(:jlrt_gmp_init, Cvoid, (BigInt,), z)
        return z
    end
end

## construction and conversion ##

function BigInt(x::Union{Int8, Int16, Int32, Int64})
    z = BigInt()
    ccall(:jlrt_gmp_set_si, Cvoid, (BigInt, Int64), z, Int64(x))
    return z
end
function BigInt(x::Union{UInt8, UInt16, UInt32, UInt64})
    z = BigInt()
    ccall(:jlrt_gmp_set_ui, Cvoid, (BigInt, UInt64), z, UInt64(x))
    return z
end
# 128 bits: the two halves of the magnitude (GMP takes 64 at a time)
function BigInt(x::Union{Int128, UInt128})
    u = uabs(x)
    z = BigInt(u >>> 64 % UInt64) << 64 | BigInt(u % UInt64)
    return x < zero(x) ? -z : z
end
BigInt(x::Bool) = BigInt(Int64(x))
BigInt(x::BigInt) = x
function BigInt(x::Float64)
    isinteger(x) || throw_inexacterror(:BigInt, BigInt, x)
    z = BigInt()
    ccall(:jlrt_gmp_set_d, Cvoid, (BigInt, Float64), z, x)
    return z
end
BigInt(x::Float32) = BigInt(Float64(x))
typename_sym(::Type{BigInt}) = :BigInt

big(x::Integer) = BigInt(x)
big(::Type{T}) where {T<:Integer} = BigInt
convert(::Type{BigInt}, x::BigInt) = x
rem(x::BigInt, ::Type{BigInt}) = x
rem(x::Union{BitInteger, Bool}, ::Type{BigInt}) = BigInt(x)

promote_rule(::Type{BigInt}, ::Type{T}) where {T<:BitInteger} = BigInt

fits_int64(x::BigInt) = ccall(:jlrt_gmp_fits_si, Bool, (BigInt,), x)
fits_uint64(x::BigInt) = ccall(:jlrt_gmp_fits_ui, Bool, (BigInt,), x)

# Int64(x) and the like must be exact: InexactError: Int64(1180591620717411303424)
function bigint_to(::Type{T}, x::BigInt) where {T<:Union{Int8, Int16, Int32, Int64}}
    fits_int64(x) || throw_inexacterror(typename_sym(T), T, x)
    return T(ccall(:jlrt_gmp_get_si, Int64, (BigInt,), x))
end
function bigint_to(::Type{T}, x::BigInt) where {T<:Union{Int128, UInt128}}
    typemin(T) <= x <= typemax(T) || throw_inexacterror(typename_sym(T), T, x)
    return x % T
end
function bigint_to(::Type{T}, x::BigInt) where {T<:Union{UInt8, UInt16, UInt32, UInt64}}
    fits_uint64(x) || throw_inexacterror(typename_sym(T), T, x)
    return T(ccall(:jlrt_gmp_get_ui, UInt64, (BigInt,), x))
end
Int8(x::BigInt) = bigint_to(Int8, x)
Int16(x::BigInt) = bigint_to(Int16, x)
Int32(x::BigInt) = bigint_to(Int32, x)
Int64(x::BigInt) = bigint_to(Int64, x)
UInt8(x::BigInt) = bigint_to(UInt8, x)
UInt16(x::BigInt) = bigint_to(UInt16, x)
UInt32(x::BigInt) = bigint_to(UInt32, x)
UInt64(x::BigInt) = bigint_to(UInt64, x)
Int128(x::BigInt) = bigint_to(Int128, x)
UInt128(x::BigInt) = bigint_to(UInt128, x)
Bool(x::BigInt) = iszero(x) ? false : isone(x) ? true : throw_inexacterror(:Bool, Bool, x)
# x % T keeps the low bits, as two's complement would
function rem(x::BigInt, ::Type{T}) where {T<:BitInteger}
    low = ccall(:jlrt_gmp_get_ui, UInt64, (BigInt,), x) % T
    return signbit(x) ? -low : low
end
function rem(x::BigInt, ::Type{T}) where {T<:Union{Int128, UInt128}}
    a = abs(x)
    low = (UInt128(ccall(:jlrt_gmp_get_ui, UInt64, (BigInt,), a)) |
           UInt128(ccall(:jlrt_gmp_get_ui, UInt64, (BigInt,), a >> 64)) << 64) % T
    return signbit(x) ? -low : low
end
rem(x::BigInt, ::Type{Bool}) = isodd(x)
Float64(x::BigInt) = ccall(:jlrt_gmp_get_d, Float64, (BigInt,), x)
Float32(x::BigInt) = Float32(Float64(x))

zero(::Type{BigInt}) = BigInt(0)
one(::Type{BigInt}) = BigInt(1)

## arithmetic ##

function +(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_add, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function -(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_sub, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function *(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_mul, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function -(x::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_neg, Cvoid, (BigInt, BigInt), z, x)
    return z
end
function abs(x::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_abs, Cvoid, (BigInt, BigInt), z, x)
    return z
end

# Division by zero is a DivideError; GMP is never asked.
function div(x::BigInt, y::BigInt)
    iszero(y) && throw(DivideError())
    z = BigInt()
    ccall(:jlrt_gmp_tdiv_q, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function rem(x::BigInt, y::BigInt)
    iszero(y) && throw(DivideError())
    z = BigInt()
    ccall(:jlrt_gmp_tdiv_r, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function fld(x::BigInt, y::BigInt)
    iszero(y) && throw(DivideError())
    z = BigInt()
    ccall(:jlrt_gmp_fdiv_q, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function mod(x::BigInt, y::BigInt)
    iszero(y) && throw(DivideError())
    z = BigInt()
    ccall(:jlrt_gmp_fdiv_r, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function cld(x::BigInt, y::BigInt)
    iszero(y) && throw(DivideError())
    z = BigInt()
    ccall(:jlrt_gmp_cdiv_q, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
divrem(x::BigInt, y::BigInt) = (div(x, y), rem(x, y))

uabs(x::BigInt) = abs(x)
# BigInts never overflow (Rational{BigInt} calls these)
checked_add(x::BigInt, y::BigInt) = x + y
checked_sub(x::BigInt, y::BigInt) = x - y
checked_mul(x::BigInt, y::BigInt) = x * y
checked_neg(x::BigInt) = -x
checked_abs(x::BigInt) = abs(x)

function gcd(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_gcd, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function lcm(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_lcm, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end

function ^(x::BigInt, p::Integer)
    x == 1 && return x
    x == -1 && return isodd(p) ? x : -x
    p < 0 && throw(DomainError(p, "`y` cannot be negative."))
    z = BigInt()
    ccall(:jlrt_gmp_pow_ui, Cvoid, (BigInt, BigInt, UInt64), z, x, UInt64(p))
    return z
end
^(x::BigInt, p::BigInt) = x^Int64(p)
^(x::BitInteger, p::BigInt) = BigInt(x)^Int64(p)

# x^p mod m, with mod's sign (that of m); p < 0 needs the inverse of x.
function powermod(x::BigInt, p::BigInt, m::BigInt)
    iszero(m) && throw(DivideError())
    if p < 0
        inv = BigInt()
        ccall(:jlrt_gmp_invert, Bool, (BigInt, BigInt, BigInt), inv, x, m) ||
            throw(DomainError(string(x, " mod ", m), "no inverse exists"))
        return powermod(inv, -p, m)
    end
    r = BigInt()
    ccall(:jlrt_gmp_powm, Cvoid, (BigInt, BigInt, BigInt, BigInt), r, x, p, abs(m))
    return m < 0 && r > 0 ? r + m : r
end
powermod(x::Integer, p::Integer, m::BigInt) = powermod(BigInt(x), BigInt(p), m)

function factorial(n::BigInt)
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    z = BigInt()
    ccall(:jlrt_gmp_fac_ui, Cvoid, (BigInt, UInt64), z, UInt64(n))
    return z
end

# the 1 bits of a nonnegative BigInt (GMP counts a negative one's as
# infinitely many: an InexactError here, as Julia's)
count_ones(x::BigInt) = Int64(ccall(:jlrt_gmp_popcount, UInt64, (BigInt,), x))

# binomial(n, k) by GMP's mpz_bin_ui (n may be negative); none for k < 0
function binomial(n::BigInt, k::Integer)
    k < 0 && return BigInt(0)
    z = BigInt()
    ccall(:jlrt_gmp_bin_ui, Cvoid, (BigInt, BigInt, UInt64), z, n, UInt64(k))
    return z
end
binomial(n::BigInt, k::BigInt) = binomial(n, Int64(k))

function isqrt(x::BigInt)
    x < 0 && throw(DomainError(x, "isqrt: argument must be nonnegative"))
    z = BigInt()
    ccall(:jlrt_gmp_sqrt, Cvoid, (BigInt, BigInt), z, x)
    return z
end

## bits ##

function &(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_and, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function |(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_ior, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function xor(x::BigInt, y::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_xor, Cvoid, (BigInt, BigInt, BigInt), z, x, y)
    return z
end
function ~(x::BigInt)
    z = BigInt()
    ccall(:jlrt_gmp_com, Cvoid, (BigInt, BigInt), z, x)
    return z
end
# shifts act as on an infinite two's complement: >> rounds toward -Inf
function <<(x::BigInt, n::Integer)
    n < 0 && return x >> -n
    z = BigInt()
    ccall(:jlrt_gmp_mul_2exp, Cvoid, (BigInt, BigInt, UInt64), z, x, UInt64(n))
    return z
end
function >>(x::BigInt, n::Integer)
    n < 0 && return x << -n
    z = BigInt()
    ccall(:jlrt_gmp_fdiv_q_2exp, Cvoid, (BigInt, BigInt, UInt64), z, x, UInt64(n))
    return z
end

## comparison ##

cmp(x::BigInt, y::BigInt) = Int64(ccall(:jlrt_gmp_cmp, Int32, (BigInt, BigInt), x, y))
==(x::BigInt, y::BigInt) = cmp(x, y) == 0
<(x::BigInt, y::BigInt) = cmp(x, y) < 0
<=(x::BigInt, y::BigInt) = cmp(x, y) <= 0
sign(x::BigInt) = BigInt(ccall(:jlrt_gmp_sgn, Int32, (BigInt,), x))
signbit(x::BigInt) = ccall(:jlrt_gmp_sgn, Int32, (BigInt,), x) < Int32(0)
iszero(x::BigInt) = ccall(:jlrt_gmp_sgn, Int32, (BigInt,), x) == Int32(0)
trailing_zeros(x::BigInt) = Int64(ccall(:jlrt_gmp_scan1, UInt64, (BigInt,), x))
top_set_bit(x::BigInt) = iszero(x) ? 0 : ccall(:jlrt_gmp_sizeinbase, Int64, (BigInt, Int64), x, 2)
>>>(x::BigInt, n::Integer) = x >> n
hash(x::BigInt, h::UInt64) = hash_wide_integer(x, h)
isodd(x::BigInt) = (ccall(:jlrt_gmp_get_ui, UInt64, (BigInt,), x) & 0x0000000000000001) != 0x0000000000000000
iseven(x::BigInt) = !isodd(x)

## text ##

# Julia prints a BigInt as its digits alone, in print and show alike.
string(x::BigInt; base::Integer=10, pad::Integer=1) =
    lpad_digits(ccall(:jlrt_gmp_string, String, (BigInt, Int64), x, check_parse_base(Int64(base))), Int64(pad))
print(io::IO, x::BigInt) = print(io, string(x))
# ndigits: the length of the digits GMP writes (negative bases are not supported yet)
function ndigits0z(x::BigInt, b::Integer)
    2 <= b <= 62 || throw(DomainError(b, "ndigits of a BigInt: the base must satisfy 2 ≤ base ≤ 62"))
    return iszero(x) ? 0 : ncodeunits(string(abs(x), base=b))
end
show(io::IO, x::BigInt) = print(io, x)

# pad zeros between the sign and the digits, as string(n; pad) does
function lpad_digits(s::String, pad::Int64)
    neg = startswith(s, "-")
    digits = neg ? s[2:end] : s
    padded = ncodeunits(digits) >= pad ? digits : string(repeat("0", pad - ncodeunits(digits)), digits)
    return neg ? string("-", padded) : padded
end

# parse(BigInt, s): parse.jl's reading of integers, without overflow
parse_limit(::Type{BigInt}, negative::Bool, b) = nothing
parse(::Type{BigInt}, s::AbstractString; base::Union{Nothing, Integer}=nothing) =
    parse_int(BigInt, s, parse_base(base), true)::BigInt
tryparse(::Type{BigInt}, s::AbstractString; base::Union{Nothing, Integer}=nothing) =
    parse_int(BigInt, s, parse_base(base), false)

# An integer literal too large for Int128 (or a hex one beyond 128 bits), and
# big"..." of an integer: the compiler passes the digits as written.
bigint_literal(digits::String) = parse(BigInt, digits)
