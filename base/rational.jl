# rational.jl — Rational{T}: an exact fraction num//den of integers, kept in
# lowest terms with the sign in the numerator (1//0 and -1//0 are the
# infinities). Arithmetic is checked: an overflow is an OverflowError, as in
# Julia's base/rational.jl.

# The marker of the constructor that trusts its arguments (Julia's
# unsafe_rational, an inner constructor reached through a global name).
struct NormalizedRational end

struct Rational{T<:Integer} <: Real
    num::T
    den::T
    Rational{T}(num::T, den::T, ::NormalizedRational) where {T<:Integer} = new(num, den)
end

unsafe_rational(::Type{T}, num, den) where {T<:Integer} = Rational{T}(convert(T, num), convert(T, den), NormalizedRational())
unsafe_rational(num::T, den::T) where {T<:Integer} = unsafe_rational(T, num, den)
unsafe_rational(num::Integer, den::Integer) = unsafe_rational(promote(num, den)...)

# Moves the sign of den to num; negating typemin is an OverflowError.
function checked_den(::Type{T}, num::T, den::T) where {T<:Integer}
    if signbit(den)
        den = checked_neg(den)
        num = checked_neg(num)
    end
    return unsafe_rational(T, num, den)
end
checked_den(num::T, den::T) where {T<:Integer} = checked_den(T, num, den)
checked_den(num::Integer, den::Integer) = checked_den(promote(num, den)...)

# (x ÷ gcd(x, y), y ÷ gcd(x, y)), each in its own type.
function divgcd(x::Integer, y::Integer)
    g = gcd(uabs(x), uabs(y))
    return (div(x, g) % typeof(x), div(y, g) % typeof(y))
end

throw_rational_argerror_zero(::Type{T}) where {T} =
    throw(ArgumentError(string("invalid rational: zero(", T, ")//zero(", T, ")")))

function Rational{T}(num::Integer, den::Integer) where {T<:Integer}
    iszero(den) && iszero(num) && throw_rational_argerror_zero(T)
    r_num, r_den = divgcd(num, den)
    return checked_den(T, convert(T, r_num), convert(T, r_den))
end
function Rational{T}(num::Integer, den::Integer) where {T<:Unsigned}
    iszero(den) && iszero(num) && throw_rational_argerror_zero(T)
    # a negative value has no unsigned form: InexactError: Rational(Rational{UInt8}, -1, 2)
    if !iszero(num) && xor(signbit(den), signbit(num))
        throw(InexactError(:Rational, Rational{T}, num, den))
    end
    r_num, r_den = divgcd(uabs(num), uabs(den))
    return unsafe_rational(T, convert(T, r_num), convert(T, r_den))
end
Rational(n::T, d::T) where {T<:Integer} = Rational{T}(n, d)
Rational(n::Integer, d::Integer) = Rational(promote(n, d)...)
Rational(n::Integer) = unsafe_rational(n, one(n))
Rational(x::Rational) = x
Rational{T}(x::Rational) where {T<:Integer} = unsafe_rational(T, convert(T, x.num), convert(T, x.den))
Rational{T}(x::Integer) where {T<:Integer} = unsafe_rational(T, convert(T, x), one(T))

//(n::Integer, d::Integer) = Rational(n, d)
function //(x::Rational, y::Integer)
    xn, yn = divgcd(promote(x.num, y)...)
    return checked_den(xn, checked_mul(x.den, yn))
end
function //(x::Integer, y::Rational)
    xn, yn = divgcd(promote(x, y.num)...)
    return checked_den(checked_mul(xn, y.den), yn)
end
function //(x::Rational, y::Rational)
    xn, yn = divgcd(promote(x.num, y.num)...)
    xd, yd = divgcd(promote(x.den, y.den)...)
    return checked_den(checked_mul(xn, yd), checked_mul(xd, yn))
end
//(z::Complex, y::Real) = complex(real(z) // y, imag(z) // y)

numerator(x::Integer) = x
numerator(x::Rational) = x.num
denominator(x::Integer) = one(x)
denominator(x::Rational) = x.den

# (Rational{promote_type(T, S)} written as a call: the compiler applies a
# type to its parameters only when they are static.)
rational_type(::Type{T}) where {T<:Integer} = Rational{T}
promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer, S<:Integer} = rational_type(promote_type(T, S))
promote_rule(::Type{Rational{T}}, ::Type{Rational{S}}) where {T<:Integer, S<:Integer} = rational_type(promote_type(T, S))
promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer, S<:AbstractFloat} = promote_type(T, S)

zero(::Type{Rational{T}}) where {T<:Integer} = unsafe_rational(T, zero(T), one(T))
one(::Type{Rational{T}}) where {T<:Integer} = unsafe_rational(T, one(T), one(T))
typemin(::Type{Rational{T}}) where {T<:Signed} = unsafe_rational(T, -one(T), zero(T))
typemin(::Type{Rational{T}}) where {T<:Integer} = unsafe_rational(T, zero(T), one(T))
typemax(::Type{Rational{T}}) where {T<:Integer} = unsafe_rational(T, one(T), zero(T))

## conversion ##

# The parts are converted to the float type, then divided (as Julia does).
float(x::Rational) = float(x.num) / float(x.den)
Float64(x::Rational) = Float64(x.num) / Float64(x.den)
Float32(x::Rational) = Float32(x.num) / Float32(x.den)
AbstractFloat(x::Rational) = float(x)
function rational_to_int(::Type{T}, x::Rational) where {T<:Integer}
    isinteger(x) || throw_inexacterror(typename_sym(T), T, x)
    return convert(T, x.num)
end
Int8(x::Rational) = rational_to_int(Int8, x)
Int16(x::Rational) = rational_to_int(Int16, x)
Int32(x::Rational) = rational_to_int(Int32, x)
Int64(x::Rational) = rational_to_int(Int64, x)
UInt8(x::Rational) = rational_to_int(UInt8, x)
UInt16(x::Rational) = rational_to_int(UInt16, x)
UInt32(x::Rational) = rational_to_int(UInt32, x)
UInt64(x::Rational) = rational_to_int(UInt64, x)
Bool(x::Rational) = x == 0 ? false : x == 1 ? true : throw_inexacterror(:Bool, Bool, x)

## predicates and signs ##

isinteger(x::Rational) = x.den == 1
iszero(x::Rational) = iszero(x.num)
isone(x::Rational) = isone(x.num) & isone(x.den)
isinf(x::Rational) = iszero(x.den) & !iszero(x.num)
isfinite(x::Rational) = !iszero(x.den)
isnan(x::Rational) = false
sign(x::Rational) = oftype(x, sign(x.num))
signbit(x::Rational) = signbit(x.num)
abs(x::Rational) = unsafe_rational(checked_abs(x.num), x.den)

## arithmetic ##

+(x::Rational) = unsafe_rational(+x.num, x.den)
function -(x::Rational{T}) where {T<:Signed}
    x.num == typemin(T) && throw(OverflowError(string("rational numerator is typemin(", T, ")")))
    return unsafe_rational(-x.num, x.den)
end
function -(x::Rational{T}) where {T<:Unsigned}
    x.num != zero(T) && throw(OverflowError("cannot negate unsigned number"))
    return x
end

function +(x::Rational, y::Rational)
    xp, yp = promote(x, y)
    isinf(x) && x == y && return xp
    xd, yd = divgcd(promote(x.den, y.den)...)
    return Rational(checked_add(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function -(x::Rational, y::Rational)
    xp, yp = promote(x, y)
    isinf(x) && x == -y && return xp
    xd, yd = divgcd(promote(x.den, y.den)...)
    return Rational(checked_sub(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
+(x::Rational, y::Integer) = unsafe_rational(checked_add(x.num, checked_mul(x.den, y)), x.den)
-(x::Rational, y::Integer) = unsafe_rational(checked_sub(x.num, checked_mul(x.den, y)), x.den)
+(y::Integer, x::Rational) = unsafe_rational(checked_add(checked_mul(x.den, y), x.num), x.den)
-(y::Integer, x::Rational) = unsafe_rational(checked_sub(checked_mul(x.den, y), x.num), x.den)

function *(x::Rational, y::Rational)
    xn, yd = divgcd(promote(x.num, y.den)...)
    xd, yn = divgcd(promote(x.den, y.num)...)
    return unsafe_rational(checked_mul(xn, yn), checked_mul(xd, yd))
end
function *(x::Rational, y::Integer)
    xd, yn = divgcd(promote(x.den, y)...)
    return unsafe_rational(checked_mul(x.num, yn), xd)
end
function *(y::Integer, x::Rational)
    yn, xd = divgcd(promote(y, x.den)...)
    return unsafe_rational(checked_mul(yn, x.num), xd)
end
/(x::Rational, y::Union{Rational, Integer}) = x // y
/(x::Integer, y::Rational) = x // y
inv(x::Rational) = checked_den(x.den, x.num)

^(x::Rational, n::Integer) = n >= 0 ? power_by_squaring(x, n) : power_by_squaring(inv(x), -n)

# rem and mod keep the divisor's denominator: mod(7//2, 2) == 3//2.
function rem(x::Rational, y::Rational)
    xd, yd = divgcd(promote(x.den, y.den)...)
    return Rational(rem(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
function mod(x::Rational, y::Rational)
    xd, yd = divgcd(promote(x.den, y.den)...)
    return Rational(mod(checked_mul(x.num, yd), checked_mul(y.num, xd)), checked_mul(x.den, yd))
end
rem(x::Rational, y::Integer) = unsafe_rational(rem(x.num, checked_mul(x.den, y)), x.den)
mod(x::Rational, y::Integer) = unsafe_rational(mod(x.num, checked_mul(x.den, y)), x.den)

# div, fld and cld of rationals are integers.
function div(x::Rational, y::Rational)
    xn, yn = divgcd(x.num, y.num)
    xd, yd = divgcd(x.den, y.den)
    return div(checked_mul(xn, yd), checked_mul(xd, yn))
end
function fld(x::Rational, y::Rational)
    xn, yn = divgcd(x.num, y.num)
    xd, yd = divgcd(x.den, y.den)
    return fld(checked_mul(xn, yd), checked_mul(xd, yn))
end
function cld(x::Rational, y::Rational)
    xn, yn = divgcd(x.num, y.num)
    xd, yd = divgcd(x.den, y.den)
    return cld(checked_mul(xn, yd), checked_mul(xd, yn))
end

# Rounding goes to an integer of the numerator's type (in a Rational):
# round(7//2) == 4//1, ties to even; an infinity stays itself. Rounding to
# an integer type divides, so 1//0 is a DivideError there.
trunc(x::Rational) = iszero(x.den) ? x : Rational(div(x.num, x.den))
floor(x::Rational) = iszero(x.den) ? x : Rational(fld(x.num, x.den))
ceil(x::Rational) = iszero(x.den) ? x : Rational(cld(x.num, x.den))
round(x::Rational) = iszero(x.den) ? x : Rational(rational_round_int(x))
trunc(::Type{S}, x::Rational) where {S<:Integer} = convert(S, div(x.num, x.den))
floor(::Type{S}, x::Rational) where {S<:Integer} = convert(S, fld(x.num, x.den))
ceil(::Type{S}, x::Rational) where {S<:Integer} = convert(S, cld(x.num, x.den))
round(::Type{S}, x::Rational) where {S<:Integer} = convert(S, rational_round_int(x))
function rational_round_int(x::Rational)
    iszero(x.den) && throw(DivideError())
    q, r = fldmod(x.num, x.den)
    # compare the remainder r/den with 1/2 without overflow (0 <= r < den)
    rest = x.den - r
    return r > rest || (r == rest && isodd(q)) ? q + one(q) : q
end

## comparison ##

==(x::Rational, y::Rational) = (x.den == y.den) & (x.num == y.num)
==(x::Rational, y::Integer) = (x.den == 1) & (x.num == y)
==(x::Integer, y::Rational) = y == x
function ==(x::AbstractFloat, q::Rational)
    isfinite(x) || return x == q.num / q.den
    return (count_ones(q.den) == 1) & (x * q.den == q.num)
end
==(q::Rational, x::AbstractFloat) = x == q
==(z::Complex, x::Rational) = isreal(z) & (real(z) == x)
==(x::Rational, z::Complex) = isreal(z) & (real(z) == x)

# The sign of a/b - c/d for b, d >= 0, exactly and without a wider type
# (Julia compares the cross products in a widened type).
function rational_cmp(a::Integer, b::Integer, c::Integer, d::Integer)
    if iszero(b) | iszero(d)
        # an infinity: only the signs of the numerators matter
        sa = iszero(b) ? sign(a) * 2 : 0
        sc = iszero(d) ? sign(c) * 2 : 0
        return sa == sc ? 0 : (sa < sc ? -1 : 1)
    end
    return rational_cmp_finite(a, b, c, d)
end
# The integer parts decide, else the fractional parts ra/b and rc/d, which
# compare as their reciprocals the other way round (Euclid's steps).
function rational_cmp_finite(a::Integer, b::Integer, c::Integer, d::Integer)
    qa, ra = fldmod(a, b)
    qc, rc = fldmod(c, d)
    qa != qc && return qa < qc ? -1 : 1
    iszero(ra) && return iszero(rc) ? 0 : -1
    iszero(rc) && return 1
    return rational_cmp_finite(d, rc, b, ra)
end
<(x::Rational, y::Rational) = x.den == y.den ? x.num < y.num : rational_cmp(x.num, x.den, y.num, y.den) < 0
<=(x::Rational, y::Rational) = x.den == y.den ? x.num <= y.num : rational_cmp(x.num, x.den, y.num, y.den) <= 0
<(x::Rational, y::Integer) = rational_cmp(x.num, x.den, y, one(y)) < 0
<=(x::Rational, y::Integer) = rational_cmp(x.num, x.den, y, one(y)) <= 0
<(x::Integer, y::Rational) = rational_cmp(x, one(x), y.num, y.den) < 0
<=(x::Integer, y::Rational) = rational_cmp(x, one(x), y.num, y.den) <= 0

## printing ##

function show(io::IO, x::Rational)
    show(io, numerator(x))
    print(io, "//")
    show(io, denominator(x))
end

# A power of two: numerator and denominator both are (1//8, 4//1).
ispow2(x::Rational) = ispow2(x.num) & ispow2(x.den)

## rationalize: the simplest fraction within tol of a float ##

# Julia's algorithm: the convergents of x's continued fraction while they
# are further than tol from x, then the best semiconvergent. The float
# division 1/r would round, so x is kept as the ratio x/y of two floats. A
# component that no longer fits T ends it at the last convergent that did.
function rationalize(::Type{T}, x::AbstractFloat, tol::Real) where {T<:Integer}
    tol < 0 && throw(ArgumentError(string("negative tolerance ", tol)))
    T <: Unsigned && x < 0 && throw(OverflowError("cannot negate unsigned number"))
    isnan(x) && return T(x) // one(T)
    isinf(x) && return unsafe_rational(x < 0 ? -one(T) : one(T), zero(T))
    p, q = (x < 0 ? -one(T) : one(T)), zero(T)
    pp, qq = zero(T), one(T)
    x = abs(x)
    a = trunc(x)
    r = x - a
    y = one(x)
    tolx = oftype(x, tol)
    nt, t, tt = tolx, zero(tolx), tolx
    while r > nt
        try
            ia = convert(T, a)
            np = checked_add(checked_mul(ia, p), pp)
            nq = checked_add(checked_mul(ia, q), qq)
            p, pp = np, p
            q, qq = nq, q
        catch e
            isa(e, InexactError) || isa(e, OverflowError) || rethrow()
            return p // q
        end
        x, y = y, r
        a, r = divrem(x, y)
        # x0 = (p + (-1)^i * r) / q stays true
        t, tt = nt, t
        nt = a * t + tt
    end
    # the smallest a with x - a*y < a*t + tt
    a = cld(x - tt, y + t)
    try
        ia = convert(T, a)
        np = checked_add(checked_mul(ia, p), pp)
        nq = checked_add(checked_mul(ia, q), qq)
        return np // nq
    catch e
        isa(e, InexactError) || isa(e, OverflowError) || rethrow()
        return p // q
    end
end
rationalize(::Type{T}, x::AbstractFloat; tol::Real = eps(x)) where {T<:Integer} = rationalize(T, x, tol)

# Rational(x) of a float: its exact value (0.1 is 3602879701896397//36028797018963968),
# an InexactError where T cannot hold it
function Rational{T}(x::AbstractFloat) where {T<:Integer}
    r = rationalize(T, x, 0)
    x == convert(typeof(x), r) || throw(InexactError(:Rational, Rational{T}, x))
    return r
end
Rational(x::Union{Float64, Float32, Float16}) = Rational{Int64}(x)
rationalize(x::AbstractFloat; tol::Real = eps(x)) = rationalize(Int, x, tol)
