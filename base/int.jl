# int.jl — machine integers: Int8–Int128, UInt8–UInt128 and Bool.
# Arithmetic wraps; division, conversion and checked arithmetic throw the
# errors Julia throws, worded as Julia words them.

const BitSigned = Union{Int8, Int16, Int32, Int64, Int128}
const BitUnsigned = Union{UInt8, UInt16, UInt32, UInt64, UInt128}
const BitInteger = Union{BitSigned, BitUnsigned}

## traits ##

sizeof(::Type{Int8}) = 1
sizeof(::Type{Int16}) = 2
sizeof(::Type{Int32}) = 4
sizeof(::Type{Int64}) = 8
sizeof(::Type{Int128}) = 16
sizeof(::Type{UInt8}) = 1
sizeof(::Type{UInt16}) = 2
sizeof(::Type{UInt32}) = 4
sizeof(::Type{UInt64}) = 8
sizeof(::Type{UInt128}) = 16
sizeof(::Type{Bool}) = 1
sizeof(::Type{Float16}) = 2
sizeof(::Type{Float32}) = 4
sizeof(::Type{Float64}) = 8
sizeof(::Type{Char}) = 4
sizeof(x::Union{BitInteger, Bool, Float16, Float32, Float64, Char}) = sizeof(typeof(x))

# The type's name as a Symbol, for the errors that name it.
typename_sym(::Type{Int8}) = :Int8
typename_sym(::Type{Int16}) = :Int16
typename_sym(::Type{Int32}) = :Int32
typename_sym(::Type{Int64}) = :Int64
typename_sym(::Type{Int128}) = :Int128
typename_sym(::Type{UInt8}) = :UInt8
typename_sym(::Type{UInt16}) = :UInt16
typename_sym(::Type{UInt32}) = :UInt32
typename_sym(::Type{UInt64}) = :UInt64
typename_sym(::Type{UInt128}) = :UInt128
typename_sym(::Type{Bool}) = :Bool
typename_sym(::Type{Float32}) = :Float32
typename_sym(::Type{Float64}) = :Float64

# The text `show` gives a value (errors show the offending value this way).
function show_string(x)
    io = IOBuffer()
    show(io, x)
    return takestring!(io)
end

throw_inexacterror(f::Symbol, ::Type{T}, x) where {T} = throw(InexactError(f, T, x))

typemin(::Type{Int8}) = bitcast(Int8, 0x80)
typemax(::Type{Int8}) = bitcast(Int8, 0x7f)
typemin(::Type{Int16}) = bitcast(Int16, 0x8000)
typemax(::Type{Int16}) = bitcast(Int16, 0x7fff)
typemin(::Type{Int32}) = bitcast(Int32, 0x80000000)
typemax(::Type{Int32}) = bitcast(Int32, 0x7fffffff)
typemin(::Type{Int64}) = -9223372036854775807 - 1
typemax(::Type{Int64}) = 9223372036854775807
typemin(::Type{UInt8}) = 0x00
typemax(::Type{UInt8}) = 0xff
typemin(::Type{UInt16}) = 0x0000
typemax(::Type{UInt16}) = 0xffff
typemin(::Type{UInt32}) = 0x00000000
typemax(::Type{UInt32}) = 0xffffffff
typemin(::Type{UInt64}) = 0x0000000000000000
typemax(::Type{UInt64}) = 0xffffffffffffffff
typemin(::Type{Int128}) = bitcast(Int128, zext_int(UInt128, 0x01) << 0x7f)
typemax(::Type{Int128}) = bitcast(Int128, typemax(UInt128) >>> 0x01)
typemin(::Type{UInt128}) = zext_int(UInt128, 0x00)
typemax(::Type{UInt128}) = not_int(zext_int(UInt128, 0x00))
typemin(::Type{Bool}) = false
typemax(::Type{Bool}) = true
typemin(x::T) where {T<:Real} = typemin(T)
typemax(x::T) where {T<:Real} = typemax(T)

zero(::Type{T}) where {T<:BitInteger} = trunc_int(T, 0)
one(::Type{T}) where {T<:BitInteger} = trunc_int(T, 1)
zero(::Type{Bool}) = false
one(::Type{Bool}) = true
zero(x::T) where {T<:Number} = zero(T)
one(x::T) where {T<:Number} = one(T)
oftype(x, y) = convert(typeof(x), y)
iszero(x) = x == zero(x)
isone(x) = x == one(x)

signed(::Type{UInt8}) = Int8
signed(::Type{UInt16}) = Int16
signed(::Type{UInt32}) = Int32
signed(::Type{UInt64}) = Int64
signed(::Type{UInt128}) = Int128
signed(::Type{T}) where {T<:BitSigned} = T
unsigned(::Type{Int8}) = UInt8
unsigned(::Type{Int16}) = UInt16
unsigned(::Type{Int32}) = UInt32
unsigned(::Type{Int64}) = UInt64
unsigned(::Type{Int128}) = UInt128
unsigned(::Type{T}) where {T<:BitUnsigned} = T
# signed/unsigned of a value reinterpret its bits, without checking
signed(x::BitUnsigned) = bitcast(signed(typeof(x)), x)
signed(x::BitSigned) = x
signed(x::Bool) = Int64(x)
unsigned(x::BitSigned) = bitcast(unsigned(typeof(x)), x)
unsigned(x::BitUnsigned) = x
unsigned(x::Bool) = UInt64(x)

## arithmetic: wraps on overflow ##

+(x::T, y::T) where {T<:BitInteger} = add_int(x, y)
-(x::T, y::T) where {T<:BitInteger} = sub_int(x, y)
*(x::T, y::T) where {T<:BitInteger} = mul_int(x, y)
-(x::BitInteger) = neg_int(x)
~(x::BitInteger) = not_int(x)
&(x::T, y::T) where {T<:BitInteger} = and_int(x, y)
|(x::T, y::T) where {T<:BitInteger} = or_int(x, y)
xor(x::T, y::T) where {T<:BitInteger} = xor_int(x, y)
⊻(x, y) = xor(x, y)

+(x::Bool, y::Bool) = Int64(x) + Int64(y)
-(x::Bool, y::Bool) = Int64(x) - Int64(y)
*(x::Bool, y::Bool) = x & y
-(x::Bool) = -Int64(x)
~(x::Bool) = !x

## comparisons ##

==(x::T, y::T) where {T<:BitInteger} = eq_int(x, y)
<(x::T, y::T) where {T<:BitSigned} = slt_int(x, y)
<=(x::T, y::T) where {T<:BitSigned} = sle_int(x, y)
<(x::T, y::T) where {T<:BitUnsigned} = ult_int(x, y)
<=(x::T, y::T) where {T<:BitUnsigned} = ule_int(x, y)
<(x::Bool, y::Bool) = ult_int(x, y)
<=(x::Bool, y::Bool) = ule_int(x, y)

# Mixed signedness compares the values exactly, as Julia does.
==(x::BitSigned, y::BitUnsigned) = (x >= zero(x)) & (unsigned(x) == y)
==(x::BitUnsigned, y::BitSigned) = (y >= zero(y)) & (x == unsigned(y))
<(x::BitSigned, y::BitUnsigned) = (x < zero(x)) | (unsigned(x) < y)
<(x::BitUnsigned, y::BitSigned) = (y >= zero(y)) & (x < unsigned(y))
<=(x::BitSigned, y::BitUnsigned) = (x < zero(x)) | (unsigned(x) <= y)
<=(x::BitUnsigned, y::BitSigned) = (y >= zero(y)) & (x <= unsigned(y))

## shifts ##

# An unsigned count shifts one way; a count at least the width gives 0 (or
# the sign, for >> of a signed value). A signed count shifts the other way
# when negative.
>>(x::BitSigned, n::BitUnsigned) = ashr_int(x, n)
>>(x::BitUnsigned, n::BitUnsigned) = lshr_int(x, n)
<<(x::BitInteger, n::BitUnsigned) = shl_int(x, n)
>>>(x::BitInteger, n::BitUnsigned) = lshr_int(x, n)
>>(x::BitInteger, n::BitSigned) = n >= zero(n) ? x >> unsigned(n) : x << unsigned(-n)
<<(x::BitInteger, n::BitSigned) = n >= zero(n) ? x << unsigned(n) : x >> unsigned(-n)
>>>(x::BitInteger, n::BitSigned) = n >= zero(n) ? x >>> unsigned(n) : x << unsigned(-n)
# a Bool shifts as the Int it stands for: true << 2 is 4
>>(x::Bool, n::Integer) = Int64(x) >> n
<<(x::Bool, n::Integer) = Int64(x) << n
>>>(x::Bool, n::Integer) = Int64(x) >>> n
>>(x::BitInteger, n::Bool) = x >> UInt8(n)
<<(x::BitInteger, n::Bool) = x << UInt8(n)
>>>(x::BitInteger, n::Bool) = x >>> UInt8(n)

## conversions between integer types ##

# The checks are Julia's (base/boot.jl): narrowing checks that the value
# survives the round trip (`trunc`), a change of signedness checks the top bit
# (`check_top_bit`); the error names the check that failed.
function check_top_bit(::Type{To}, x) where {To}
    signed(x) < zero(signed(x)) && throw_inexacterror(:check_top_bit, To, x)
    return x
end

function checked_trunc_sint(::Type{To}, x::From) where {To, From}
    y = trunc_int(To, x)
    eq_int(x, sext_int(From, y)) || throw_inexacterror(:trunc, To, x)
    return y
end

function checked_trunc_uint(::Type{To}, x::From) where {To, From}
    y = trunc_int(To, x)
    eq_int(x, zext_int(From, y)) || throw_inexacterror(:trunc, To, x)
    return y
end

function int_convert(::Type{To}, x::BitSigned) where {To<:BitSigned}
    sizeof(To) >= sizeof(typeof(x)) && return sext_int(To, x)
    return checked_trunc_sint(To, x)
end
function int_convert(::Type{To}, x::BitUnsigned) where {To<:BitUnsigned}
    sizeof(To) >= sizeof(typeof(x)) && return zext_int(To, x)
    return checked_trunc_uint(To, x)
end
function int_convert(::Type{To}, x::BitSigned) where {To<:BitUnsigned}
    sizeof(To) < sizeof(typeof(x)) && return checked_trunc_uint(To, x)
    return sext_int(To, check_top_bit(To, x))
end
function int_convert(::Type{To}, x::BitUnsigned) where {To<:BitSigned}
    sizeof(To) > sizeof(typeof(x)) && return zext_int(To, x)
    return checked_trunc_sint(To, check_top_bit(To, x))
end
int_convert(::Type{To}, x::Bool) where {To<:BitInteger} = zext_int(To, x)

Int8(x::Union{BitInteger, Bool}) = int_convert(Int8, x)
Int16(x::Union{BitInteger, Bool}) = int_convert(Int16, x)
Int32(x::Union{BitInteger, Bool}) = int_convert(Int32, x)
Int64(x::Union{BitInteger, Bool}) = int_convert(Int64, x)
UInt8(x::Union{BitInteger, Bool}) = int_convert(UInt8, x)
UInt16(x::Union{BitInteger, Bool}) = int_convert(UInt16, x)
UInt32(x::Union{BitInteger, Bool}) = int_convert(UInt32, x)
UInt64(x::Union{BitInteger, Bool}) = int_convert(UInt64, x)
Int128(x::Union{BitInteger, Bool}) = int_convert(Int128, x)
UInt128(x::Union{BitInteger, Bool}) = int_convert(UInt128, x)

Bool(x::Bool) = x
Bool(x::Real) = x == 0 ? false : x == 1 ? true : throw_inexacterror(:Bool, Bool, x)

Signed(x::UInt8) = Int8(x)
Signed(x::UInt16) = Int16(x)
Signed(x::UInt32) = Int32(x)
Signed(x::UInt64) = Int64(x)
Signed(x::UInt128) = Int128(x)
Signed(x::BitSigned) = x
Unsigned(x::Int8) = UInt8(x)
Unsigned(x::Int16) = UInt16(x)
Unsigned(x::Int32) = UInt32(x)
Unsigned(x::Int64) = UInt64(x)
Unsigned(x::Int128) = UInt128(x)
Unsigned(x::BitUnsigned) = x
Integer(x::Integer) = x

# x % T: the value modulo 2^bits(T), never an error.
function rem(x::BitInteger, ::Type{T}) where {T<:BitInteger}
    sizeof(T) < sizeof(typeof(x)) && return trunc_int(T, x)
    (x isa Signed) && return sext_int(T, x)
    return zext_int(T, x)
end
rem(x::Bool, ::Type{T}) where {T<:BitInteger} = zext_int(T, x)
rem(x::Bool, ::Type{Bool}) = x
rem(x::Integer, ::Type{Bool}) = (x & one(x)) != zero(x)
mod(x::Integer, ::Type{T}) where {T<:Integer} = rem(x, T)
%(x::Integer, ::Type{T}) where {T<:Integer} = rem(x, T)
unsafe_trunc(::Type{T}, x::Integer) where {T<:Integer} = rem(x, T)

# (round, trunc, floor and ceil of an integer: rounding.jl, with digits)
round(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
trunc(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
floor(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
ceil(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)

function reinterpret(::Type{T}, x::Union{BitInteger, Bool, Float32, Float64, Char}) where {T<:Union{BitInteger, Bool, Float32, Float64, Char}}
    sizeof(T) == sizeof(x) || error("bitcast: argument size does not match size of target type")
    return bitcast(T, x)
end

## division ##

# Division rounds toward zero; dividing by zero, or typemin by -1, is a
# DivideError. rem(typemin, -1) is 0.
function div(x::T, y::T) where {T<:BitSigned}
    if (y == zero(T)) | ((y == -one(T)) & (x == typemin(T)))
        throw(DivideError())
    end
    return sdiv_int(x, y)
end
function rem(x::T, y::T) where {T<:BitSigned}
    y == zero(T) && throw(DivideError())
    y == -one(T) && return zero(T)
    return srem_int(x, y)
end
function div(x::T, y::T) where {T<:BitUnsigned}
    y == zero(T) && throw(DivideError())
    return udiv_int(x, y)
end
function rem(x::T, y::T) where {T<:BitUnsigned}
    y == zero(T) && throw(DivideError())
    return urem_int(x, y)
end
div(x::Bool, y::Bool) = y ? x : throw(DivideError())
rem(x::Bool, y::Bool) = y ? false : throw(DivideError())

# fld rounds down, cld up; mod takes the sign of the divisor.
fld(x::T, y::T) where {T<:BitUnsigned} = div(x, y)
function fld(x::T, y::T) where {T<:BitSigned}
    d = div(x, y)
    return (signbit(xor(x, y)) & (d * y != x)) ? d - one(T) : d
end
function cld(x::T, y::T) where {T<:BitUnsigned}
    d = div(x, y)
    return d * y != x ? d + one(T) : d
end
function cld(x::T, y::T) where {T<:BitSigned}
    d = div(x, y)
    return (((x > zero(T)) == (y > zero(T))) & (d * y != x)) ? d + one(T) : d
end
mod(x::T, y::T) where {T<:BitUnsigned} = rem(x, y)
function mod(x::T, y::T) where {T<:BitSigned}
    y == -one(T) && return zero(T)
    return x - fld(x, y) * y
end
fld(x::Bool, y::Bool) = div(x, y)
cld(x::Bool, y::Bool) = div(x, y)
mod(x::Bool, y::Bool) = rem(x, y)

# Mixed signedness: Julia divides the magnitudes, then restores the sign.
div(x::BitSigned, y::BitUnsigned) = flipsign(signed(div(unsigned(abs(x)), y)), x)
div(x::BitUnsigned, y::BitSigned) = unsigned(flipsign(signed(div(x, unsigned(abs(y)))), y))
rem(x::BitSigned, y::BitUnsigned) = flipsign(signed(rem(unsigned(abs(x)), y)), x)
rem(x::BitUnsigned, y::BitSigned) = rem(x, unsigned(abs(y)))
fld(x::BitSigned, y::BitUnsigned) = div(x, y) - (signbit(x) & (rem(x, y) != 0))
fld(x::BitUnsigned, y::BitSigned) = div(x, y) - (signbit(y) & (rem(x, y) != 0))
cld(x::BitSigned, y::BitUnsigned) = div(x, y) + (!signbit(x) & (rem(x, y) != 0))
cld(x::BitUnsigned, y::BitSigned) = div(x, y) + (!signbit(y) & (rem(x, y) != 0))
mod(x::BitSigned, y::BitUnsigned) = rem(y + unsigned(rem(x, y)), y)
mod(x::BitUnsigned, y::BitSigned) = rem(y + signed(rem(x, y)), y)

÷(x, y) = div(x, y)
%(x, y) = rem(x, y)
divrem(x, y) = (div(x, y), rem(x, y))
fldmod(x, y) = (fld(x, y), mod(x, y))
# mod1 is mod with y in place of 0: the offset in 1:y of a cyclic index.
function mod1(x::T, y::T) where {T<:Real}
    m = mod(x, y)
    return m == 0 ? y : m
end
mod1(x::Real, y::Real) = mod1(promote(x, y)...)
fld1(x::T, y::T) where {T<:Real} = fld((x - mod1(x, y)) + y, y)
fld1(x::Real, y::Real) = fld1(promote(x, y)...)
fldmod1(x, y) = (fld1(x, y), mod1(x, y))

## signs ##

abs(x::Unsigned) = x
abs(x::Signed) = flipsign(x, x)
abs(x::Bool) = x
# The magnitude as an unsigned integer (so typemin(Int64) has one).
uabs(x::Signed) = unsigned(abs(x))
uabs(x::Unsigned) = x
uabs(x::Bool) = x
signbit(x::Integer) = x < zero(x)
signbit(x::Unsigned) = false
signbit(x::Bool) = false
sign(x::Unsigned) = x == zero(x) ? zero(x) : one(x)
sign(x::Bool) = x
sign(x::Signed) = x > zero(x) ? one(x) : x < zero(x) ? -one(x) : zero(x)
flipsign(x::T, y::T) where {T<:BitSigned} = y < zero(T) ? -x : x
flipsign(x::BitSigned, y::BitSigned) = flipsign(promote(x, y)...) % typeof(x)
flipsign(x::Signed, y::Float64) = flipsign(x, bitcast(Int64, y))
flipsign(x::Signed, y::Float32) = flipsign(x, bitcast(Int32, y))
copysign(x::Signed, y::Signed) = flipsign(x, xor(x, y))
copysign(x::Signed, y::Float64) = copysign(x, bitcast(Int64, y))
copysign(x::Signed, y::Float32) = copysign(x, bitcast(Int32, y))

iseven(x::Integer) = rem(x, 2) == 0
isodd(x::Integer) = rem(x, 2) != 0
isinteger(x::Integer) = true
isnan(x::Integer) = false
isinf(x::Integer) = false
isfinite(x::Integer) = true

## bits ##

count_ones(x::BitInteger) = ctpop_int(x) % Int64
leading_zeros(x::BitInteger) = ctlz_int(x) % Int64
trailing_zeros(x::BitInteger) = cttz_int(x) % Int64
count_zeros(x::Integer) = count_ones(~x)
leading_ones(x::Integer) = leading_zeros(~x)
trailing_ones(x::Integer) = trailing_zeros(~x)
count_ones(x::Bool) = Int64(x)
ispow2(x::Integer) = (x > zero(x)) & (count_ones(x) == 1)
top_set_bit(x::BitInteger) = 8 * sizeof(x) - leading_zeros(x)

## nextpow and prevpow, as Julia's intfuncs.jl computes them ##

# The nearest powers of two by the bits (of -x for a negative x).
nextpow2(x::Unsigned) = one(x) << top_set_bit(x - one(x))
nextpow2(x::Integer) = (x < 0 ? -nextpow2(unsigned(-x)) : nextpow2(unsigned(x))) % typeof(x)
prevpow2(x::Unsigned) = one(x) << (top_set_bit(x) - 1)
prevpow2(x::Integer) = (x < 0 ? -prevpow2(unsigned(-x)) : prevpow2(unsigned(x))) % typeof(x)

# The smallest a^n ≥ x (n ≥ 0): n from log(a, x), then checked on either
# side, since the logarithm's rounding may go either way.
function nextpow(a::Real, x::Real)
    x <= 0 && throw(DomainError(x, "`x` must be positive."))
    a == 2 && x isa Integer && return nextpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    x <= 1 && return one(a)
    n = ceil(Int, log(a, x))
    p = a^(n - 1)
    hastypemax(typeof(p)) && x > typemax(p) &&
        throw(DomainError(x, "argument is beyond the range of type of the base"))
    p >= x && return p
    wp = a^n
    wp > p || throw(OverflowError("result is beyond the range of type of the base"))
    wp >= x && return wp
    wwp = a^(n + 1)
    wwp > wp || throw(OverflowError("result is beyond the range of type of the base"))
    return wwp
end

# The largest a^n ≤ x (n ≥ 0), checked the same way.
function prevpow(a::Real, x::Real)
    x < 1 && throw(DomainError(x, "`x` must be ≥ 1."))
    a == 2 && x isa Integer && return prevpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    n = floor(Int, log(a, x))
    p = a^n
    hastypemax(typeof(p)) && x > typemax(p) &&
        throw(DomainError(x, "argument is beyond the range of type of the base"))
    if a isa Integer
        wp, overflowed = mul_with_overflow(promote(a, p)...)
        wp <= x && !overflowed && return wp
    else
        wp = a^(n + 1)
        wp <= x && return wp
    end
    p <= x && return p
    return a^(n - 1)
end

# The bits as text, most significant first: bitstring(Int8(5)) == "00000101".
function bitstring(x::Union{BitInteger, Bool})
    n = 8 * sizeof(x)
    io = IOBuffer()
    u = unsigned(x)
    i = n - 1
    while i >= 0
        print(io, ((u >>> i) % UInt8) & 0x01 == 0x01 ? '1' : '0')
        i -= 1
    end
    return takestring!(io)
end

## integer functions (Julia's base/intfuncs.jl) ##

# widen: the next larger type (Julia widens Int128 to BigInt, not supported yet).
widen(::Type{Int8}) = Int16
widen(::Type{Int16}) = Int32
widen(::Type{Int32}) = Int64
widen(::Type{Int64}) = Int128
widen(::Type{UInt8}) = UInt16
widen(::Type{UInt16}) = UInt32
widen(::Type{UInt32}) = UInt64
widen(::Type{UInt64}) = UInt128
widen(::Type{Float32}) = Float64
widen(x::T) where {T<:Number} = convert(widen(T), x)
widemul(x::Number, y::Number) = widen(x) * widen(y)

# The largest integer whose square is at most x. A negative x is sqrt's
# DomainError, as in Julia.
function isqrt(x::Union{Int64, UInt64, Int128, UInt128})
    x == zero(x) && return x
    s = oftype(x, trunc(sqrt(x)))
    s = (s + div(x, s)) >> 1
    return s * s > x ? s - one(x) : s
end
isqrt(x::Integer) = oftype(x, trunc(sqrt(x)))

function gcd(a::T, b::T) where {T<:BitInteger}
    a == zero(T) && return checked_abs(b)
    b == zero(T) && return checked_abs(a)
    if (a isa Signed) && (a == typemin(T))
        a == b && throw(OverflowError(string("gcd(", a, ", ", b, ") overflows")))
        t = a
        a = b
        b = t
    end
    # Euclid, on magnitudes (b may be typemin; rem keeps it in range)
    while b != zero(T)
        t = rem(a, b)
        a = b
        b = t
    end
    return abs(a)
end
gcd(a::Bool, b::Bool) = a | b
gcd(a::Integer, b::Integer) = gcd(promote(a, b)...)
gcd(a::Integer) = a
gcd(a::Integer, b::Integer, c::Integer...) = gcd(gcd(a, b), c...)

function lcm(a::T, b::T) where {T<:Integer}
    ((a == zero(T)) | (b == zero(T))) && return zero(a)
    return checked_abs(checked_mul(a, div(b, gcd(b, a))))
end
lcm(a::Integer, b::Integer) = lcm(promote(a, b)...)
lcm(a::Integer) = a
lcm(a::Integer, b::Integer, c::Integer...) = lcm(lcm(a, b), c...)

# gcdx(a, b) = (g, x, y) with a*x + b*y == g, as Julia's extended Euclid.
function gcdx(a::T, b::T) where {T<:BitSigned}
    s0 = one(T); s1 = zero(T)
    t0 = zero(T); t1 = one(T)
    while b != zero(T)
        q = div(a, b)
        r = a - q * b
        a = b; b = r
        s = s0 - q * s1; s0 = s1; s1 = s
        t = t0 - q * t1; t0 = t1; t1 = t
    end
    return a < zero(T) ? (-a, -s0, -t0) : (a, s0, t0)
end
gcdx(a::Integer, b::Integer) = gcdx(promote(a, b)...)

function invmod(n::T, m::T) where {T<:BitSigned}
    g, x, y = gcdx(n, m)
    g != one(T) && throw(DomainError((n, m), string("Greatest common divisor is ", g, ".")))
    m == zero(T) && throw(DomainError(m, "`m` must not be 0."))
    return mod(x + m, m)
end
invmod(n::Integer, m::Integer) = invmod(promote(n, m)...)

# factorial of a machine integer: Julia computes it from a table, so past the
# table (20! for 64 bits, 33!/34! for 128) it is an OverflowError; the narrow
# types are widened to Int64 first.
function factorial_checked(n::T, lim::Int) where {T<:BitInteger}
    n < zero(T) && throw(DomainError(n, "`n` must not be negative."))
    n > lim && throw(OverflowError(string(n, " is too large to look up in the table; consider using `factorial(big(", n, "))` instead")))
    f = one(T)
    for i in 2:Int(n)
        f *= i % T
    end
    return f
end
factorial(n::Union{Int64, UInt64}) = factorial_checked(n, 20)
factorial(n::Int128) = factorial_checked(n, 33)
factorial(n::UInt128) = factorial_checked(n, 34)
factorial(n::Union{Int8, UInt8, Int16, UInt16, Int32, UInt32}) = factorial(Int64(n))

# binomial(n, k): the product (n-k+1)/1 * (n-k+2)/2 * ..., each step exact in
# the doubled width; a negative n by the identity binomial(n, k) =
# (-1)^k binomial(k - n - 1, k), as Julia.
function binomial(n::T, k::T) where {T<:BitInteger}
    n0, k0 = n, k
    k < zero(T) && return zero(T)
    negative = false
    if n < zero(T)
        n = k - n - one(T)
        negative = isodd(k)
    end
    k > n && return zero(T)
    k > (n >> 1) && (k = n - k)
    x = one(T)
    nn = n - k
    for r in 1:Int(k)
        nn += one(T)
        wide = div(widen(x) * widen(nn), widen(r % T))
        x = wide % T
        x == wide || throw(OverflowError(string("binomial(", n0, ", ", k0, ") overflows")))
    end
    return negative ? -x : x
end
binomial(n::Integer, k::Integer) = binomial(promote(n, k)...)

# (a * b) mod m for 0 <= a, b < m, without overflow: shift-and-add on UInt64.
function mulmod_u64(a::UInt64, b::UInt64, m::UInt64)
    if (a <= 0x00000000ffffffff) & (b <= 0x00000000ffffffff)
        return rem(a * b, m)
    end
    r = 0x0000000000000000
    while b != 0x0000000000000000
        if (b & 0x0000000000000001) != 0x0000000000000000
            r = r >= m - a ? r - (m - a) : r + a
        end
        a = a >= m - a ? a - (m - a) : a + a
        b >>>= 0x01
    end
    return r
end

# x^p mod m, with the sign convention of mod (the result takes m's sign).
function powermod(x::Integer, p::Integer, m::T) where {T<:Integer}
    p == 0 && return mod(one(m), m)
    p < 0 && return powermod(invmod(x, m), -p, m)
    ((m == 1) | (m == -1)) && return zero(m)
    um = UInt64(abs(m))
    b = UInt64(mod(x, abs(m)))
    r = 0x0000000000000001
    while p > 0
        if isodd(p)
            r = mulmod_u64(r, b, um)
        end
        p = p >> 1
        p > 0 && (b = mulmod_u64(b, b, um))
    end
    return mod(convert(T, r), m)
end

## powers ##

# The error of x^p for p < 0 where x has no inverse of its own type.
function throw_domerr_powbysq(x::Integer, p::Integer)
    throw(DomainError(p, string("Cannot raise an integer x to a negative power ", p, ".",
        "\nMake x or ", p, " a float by adding a zero decimal ",
        "(e.g., 2.0^", p, " or 2^", float(p), " instead of 2^", p, ") ",
        "or write 1/x^", -p, ", float(x)^", p, ", x^float(", p, ") or (x//1)^", p, ".")))
end

# Power by repeated squaring, as Julia's power_by_squaring: the result has
# x's type and wraps on overflow; a negative power is an error unless x is 1 or -1.
function ^(x::T, p::Integer) where {T<:BitInteger}
    if p < 0
        x == one(T) && return x
        (x isa Signed) && (x == -one(T)) && return iseven(p) ? one(T) : x
        throw_domerr_powbysq(x, p)
    end
    result = one(T)
    base = x
    while p > 0
        if isodd(p)
            result *= base
        end
        p >>= 1
        p > 0 && (base *= base)
    end
    return result
end
function ^(x::Bool, p::Integer)
    p < 0 && !x && throw_domerr_powbysq(x, p)
    return (p == 0) | x
end

## checked arithmetic (Julia's Base.Checked) ##

struct OverflowError <: Exception
    msg::String
end
showerror(io::IO, e::OverflowError) = print(io, "OverflowError: ", e.msg)

throw_overflowerr_binaryop(op::Symbol, x, y) =
    throw(OverflowError(string(x, " ", op, " ", y, " overflowed for type ", typeof(x))))

function checked_add(x::T, y::T) where {T<:BitInteger}
    r = x + y
    if x isa Signed
        signbit(xor(x, r) & xor(y, r)) && throw_overflowerr_binaryop(:+, x, y)
    else
        r < x && throw_overflowerr_binaryop(:+, x, y)
    end
    return r
end
function checked_sub(x::T, y::T) where {T<:BitInteger}
    r = x - y
    if x isa Signed
        signbit(xor(x, y) & xor(x, r)) && throw_overflowerr_binaryop(:-, x, y)
    else
        x < y && throw_overflowerr_binaryop(:-, x, y)
    end
    return r
end
# x * y and whether it overflowed (Julia's Base.mul_with_overflow)
function mul_with_overflow(x::T, y::T) where {T<:BitInteger}
    r = x * y
    ((x == zero(T)) | (y == zero(T))) && return (r, false)
    if x isa Signed
        y == -one(T) && return (r, x == typemin(T))
        (x == -one(T)) & (y == typemin(T)) && return (r, true)
        return (r, div(r, y) != x)
    end
    return (r, div(r, x) != y)
end
mul_with_overflow(x::Bool, y::Bool) = (x * y, false)
function checked_mul(x::T, y::T) where {T<:BitInteger}
    r, overflowed = mul_with_overflow(x, y)
    overflowed && throw_overflowerr_binaryop(:*, x, y)
    return r
end
# -x as 0 - x, so an overflow reads "0 - -128 overflowed for type Int8", as Julia's
checked_neg(x::T) where {T<:Integer} = checked_sub(zero(T), x)
function checked_abs(x::T) where {T<:BitSigned}
    x == typemin(T) && throw(OverflowError(string("checked arithmetic: cannot compute |x| for x = ", x, "::", T)))
    return abs(x)
end
checked_abs(x::Union{BitUnsigned, Bool}) = x
# Bools add and subtract as Ints (checked_add(true, true) === 2), which
# cannot overflow; their product is a Bool.
checked_add(x::Bool, y::Bool) = x + y
checked_sub(x::Bool, y::Bool) = x - y
checked_mul(x::Bool, y::Bool) = x * y
# div, rem, fld, cld and mod check already (DivideError)
checked_div(x::T, y::T) where {T<:Integer} = div(x, y)
checked_rem(x::T, y::T) where {T<:Integer} = rem(x, y)
checked_fld(x::T, y::T) where {T<:Integer} = fld(x, y)
checked_cld(x::T, y::T) where {T<:Integer} = cld(x, y)
checked_mod(x::T, y::T) where {T<:Integer} = mod(x, y)
checked_add(x::Integer, y::Integer) = checked_add(promote(x, y)...)
checked_sub(x::Integer, y::Integer) = checked_sub(promote(x, y)...)
checked_mul(x::Integer, y::Integer) = checked_mul(promote(x, y)...)
checked_div(x::Integer, y::Integer) = checked_div(promote(x, y)...)
checked_rem(x::Integer, y::Integer) = checked_rem(promote(x, y)...)
checked_fld(x::Integer, y::Integer) = checked_fld(promote(x, y)...)
checked_cld(x::Integer, y::Integer) = checked_cld(promote(x, y)...)
checked_mod(x::Integer, y::Integer) = checked_mod(promote(x, y)...)
# one argument, and more than two (of one type) taken left to right
checked_add(x) = x
checked_add(x::Bool) = +x
checked_mul(x) = x
checked_add(a::T, b::T, c::T, xs::T...) where {T} = checked_add(checked_add(a, b), c, xs...)
checked_mul(a::T, b::T, c::T, xs::T...) where {T} = checked_mul(checked_mul(a, b), c, xs...)
# x^p by Julia's squaring steps with every product checked, so an overflow
# names the product that overflowed as Julia's does
checked_pow(x::Integer, p::Integer) = power_by_squaring(x, p; mul = checked_mul)

# An ASCII byte as a Char (a Char holds its UTF-8 bytes left-aligned).
ascii_char(b::UInt8) = bitcast(Char, zext_int(UInt32, b) << 0x18)

## show: unsigned integers show in hex, padded to the type's width ##

function show(io::IO, x::BitUnsigned)
    print(io, "0x")
    n = 2 * sizeof(x)
    i = n - 1
    while i >= 0
        d = ((x >>> (4 * i)) % UInt8) & 0x0f
        print(io, ascii_char(d < 0x0a ? 0x30 + d : 0x57 + d))
        i -= 1
    end
end

## Int128 and UInt128 print in decimal beyond 64 bits ##

function print(io::IO, x::Union{Int128, UInt128})
    if x < zero(x)
        x >= typemin(Int64) && return print(io, x % Int64)
        print(io, '-')
    elseif x <= typemax(Int64)
        return print(io, x % Int64)
    end
    print_decimal(io, uabs(x))
end

# Nineteen digits at a time, the most that fit a UInt64 (10^19 < 2^64).
function print_decimal(io::IO, u::UInt128)
    q, r = divrem(u, zext_int(UInt128, 0x8ac7230489e80000))
    if q == zero(q)
        print(io, r % UInt64)
    else
        print_decimal(io, q)
        print(io, string(r % UInt64, pad=19))
    end
end
