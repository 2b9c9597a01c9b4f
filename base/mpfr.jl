# mpfr.jl — BigFloat: binary floating point of 256 bits (Julia's default
# precision), rounded to nearest, over MPFR (runtime/mpfr.c).
#
# The fields are MPFR's mpfr_t; the mantissa lives on the collected heap, as
# a BigInt's limbs do (see runtime/gmp.c). Every operation makes a new
# BigFloat of the default precision, 256 bits until setprecision changes it
# (kept by runtime/mpfr.c: a global of Base would be made by every program).

mutable struct BigFloat <: AbstractFloat
    prec::Int64
    sign::Int32
    exp::Int64
    d::Ptr{Cvoid}
    function BigFloat()            # NaN, until set
        z = new(0, Int32(0), 0, C_NULL)
        ccall(:jlrt_mpfr_init, Cvoid, (BigFloat, Int64), z, precision(BigFloat))
        return z
    end
end

precision(x::BigFloat) = x.prec
precision(::Type{BigFloat}) = default_precision()
default_precision() = ccall(:jlrt_mpfr_default_prec, Int64, ())
set_default_precision(p::Int64) = ccall(:jlrt_mpfr_set_default_prec, Cvoid, (Int64,), p)

# setprecision(BigFloat, n; base): at least n digits in base from now on;
# setprecision(f, BigFloat, n) (and the do-block form) only while f runs.
function setprecision(::Type{BigFloat}, precision::Integer; base::Integer=2)
    base > 1 || throw(DomainError(base, "`base` cannot be less than 2."))
    precision > 0 || throw(DomainError(precision, "`precision` cannot be less than 1."))
    set_default_precision(base == 2 ? Int64(precision) : ceil(Int64, precision * log2(base)))
    return precision
end
setprecision(precision::Integer; base::Integer=2) = setprecision(BigFloat, precision; base=base)
function setprecision(f::Function, ::Type{BigFloat}, prec::Integer; base::Integer=2)
    old = precision(BigFloat)
    setprecision(BigFloat, prec; base=base)
    try
        return f()
    finally
        set_default_precision(old)
    end
end
setprecision(f::Function, precision::Integer; base::Integer=2) = setprecision(f, BigFloat, precision; base=base)

## construction and conversion ##

# BigFloat(x, [r]; precision): x rounded to precision bits (the default
# precision unless given) in the rounding mode r (to nearest unless given).
# MPFR numbers the modes of rounding as its mpfr_rnd_t.
mpfr_mode(::RoundingMode{:Nearest}) = 0
mpfr_mode(::RoundingMode{:ToZero}) = 1
mpfr_mode(::RoundingMode{:Up}) = 2
mpfr_mode(::RoundingMode{:Down}) = 3
mpfr_mode(::RoundingMode{:FromZero}) = 4
mpfr_mode(r::RoundingMode) = throw(ArgumentError(string("jlc: BigFloat in the rounding mode ", r, " is not supported yet")))

# a BigFloat (NaN) of precision bits, to be set
function bigfloat_of_precision(precision::Integer)
    precision > 0 || throw(DomainError(precision, "`precision` cannot be less than 1."))
    z = BigFloat()
    p = Int64(precision)
    p == z.prec || ccall(:jlrt_mpfr_set_prec, Cvoid, (BigFloat, Int64), z, p)
    return z
end

function BigFloat(x::Float64, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    z = bigfloat_of_precision(precision)
    ccall(:jlrt_mpfr_set_d, Cvoid, (BigFloat, Float64, Int64), z, x, mpfr_mode(r))
    return z
end
BigFloat(x::Union{Float16, Float32}, r::RoundingMode=RoundNearest; precision::Integer=default_precision()) =
    BigFloat(Float64(x), r; precision=precision)
function BigFloat(x::BitSigned, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    z = bigfloat_of_precision(precision)
    ccall(:jlrt_mpfr_set_si, Cvoid, (BigFloat, Int64, Int64), z, Int64(x), mpfr_mode(r))
    return z
end
function BigFloat(x::BitUnsigned, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    z = bigfloat_of_precision(precision)
    ccall(:jlrt_mpfr_set_ui, Cvoid, (BigFloat, UInt64, Int64), z, UInt64(x), mpfr_mode(r))
    return z
end
BigFloat(x::Bool, r::RoundingMode=RoundNearest; precision::Integer=default_precision()) =
    BigFloat(Int64(x), r; precision=precision)
function BigFloat(x::BigInt, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    z = bigfloat_of_precision(precision)
    ccall(:jlrt_mpfr_set_z, Cvoid, (BigFloat, BigInt, Int64), z, x, mpfr_mode(r))
    return z
end
# x itself when it has the precision asked for, as Julia's
function BigFloat(x::BigFloat, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    precision == x.prec && return x
    z = bigfloat_of_precision(precision)
    ccall(:jlrt_mpfr_set, Cvoid, (BigFloat, BigFloat, Int64), z, x, mpfr_mode(r))
    return z
end
function BigFloat(x::Rational, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    r === RoundNearest || throw(ArgumentError("jlc: BigFloat of a Rational rounded otherwise than to nearest is not supported yet"))
    return setprecision(() -> BigFloat(numerator(x)) / BigFloat(denominator(x)), BigFloat, precision)
end
function BigFloat(s::AbstractString, r::RoundingMode=RoundNearest; precision::Integer=default_precision())
    z = tryparse_bigfloat(s, r, precision)
    z === nothing && throw(ArgumentError(string("invalid number format ", repr(s), " for BigFloat")))
    return z
end
# BigFloat(x, precision) and BigFloat(x, precision, r): deprecated in Julia, which still takes them
BigFloat(x::Union{Real, AbstractString}, precision::Integer, r::RoundingMode=RoundNearest) =
    BigFloat(x, r; precision=precision)

big(x::AbstractFloat) = BigFloat(x)
big(::Type{T}) where {T<:AbstractFloat} = BigFloat
float(x::BigInt) = BigFloat(x)
float(::Type{BigInt}) = BigFloat
typename_sym(::Type{BigFloat}) = :BigFloat

promote_rule(::Type{BigFloat}, ::Type{T}) where {T<:Union{BitInteger, Float32, Float64, BigInt}} = BigFloat
promote_rule(::Type{BigInt}, ::Type{T}) where {T<:Union{Float32, Float64}} = BigFloat
convert(::Type{BigFloat}, x::BigFloat) = x

Float64(x::BigFloat) = ccall(:jlrt_mpfr_get_d, Float64, (BigFloat,), x)
Float32(x::BigFloat) = Float32(Float64(x))
function BigInt(x::BigFloat)
    isinteger(x) || throw_inexacterror(:BigInt, BigInt, x)
    z = BigInt()
    ccall(:jlrt_mpfr_get_z, Cvoid, (BigInt, BigFloat), z, x)
    return z
end
function Int64(x::BigFloat)
    isinteger(x) || throw_inexacterror(:Int64, Int64, x)
    return bigint_to(Int64, BigInt(x))
end

zero(::Type{BigFloat}) = BigFloat(0)
one(::Type{BigFloat}) = BigFloat(1)

## arithmetic ##

function +(x::BigFloat, y::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_add, Cvoid, (BigFloat, BigFloat, BigFloat), z, x, y)
    return z
end
function -(x::BigFloat, y::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_sub, Cvoid, (BigFloat, BigFloat, BigFloat), z, x, y)
    return z
end
function *(x::BigFloat, y::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_mul, Cvoid, (BigFloat, BigFloat, BigFloat), z, x, y)
    return z
end
function /(x::BigFloat, y::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_div, Cvoid, (BigFloat, BigFloat, BigFloat), z, x, y)
    return z
end
/(x::BigInt, y::BigInt) = BigFloat(x) / BigFloat(y)
function -(x::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_neg, Cvoid, (BigFloat, BigFloat), z, x)
    return z
end
function abs(x::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_abs, Cvoid, (BigFloat, BigFloat), z, x)
    return z
end
function sqrt(x::BigFloat)
    isnan(x) && return x
    z = BigFloat()
    ccall(:jlrt_mpfr_sqrt, Cvoid, (BigFloat, BigFloat), z, x)
    isnan(z) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
sqrt(x::BigInt) = sqrt(BigFloat(x))
function ^(x::BigFloat, y::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_pow, Cvoid, (BigFloat, BigFloat, BigFloat), z, x, y)
    return z
end
function ^(x::BigFloat, n::Integer)
    z = BigFloat()
    ccall(:jlrt_mpfr_pow_si, Cvoid, (BigFloat, BigFloat, Int64), z, x, Int64(n))
    return z
end

# MPFR's one-argument functions, by the numbers runtime/mpfr.c gives them
const MPFR_EXP = 0
const MPFR_EXP2 = 1
const MPFR_EXP10 = 2
const MPFR_EXPM1 = 3
const MPFR_LOG = 4
const MPFR_LOG2 = 5
const MPFR_LOG10 = 6
const MPFR_LOG1P = 7
const MPFR_SIN = 8
const MPFR_COS = 9
const MPFR_TAN = 10
const MPFR_ASIN = 11
const MPFR_ACOS = 12
const MPFR_ATAN = 13
const MPFR_SINH = 14
const MPFR_COSH = 15
const MPFR_TANH = 16
const MPFR_ASINH = 17
const MPFR_ACOSH = 18
const MPFR_ATANH = 19
const MPFR_CBRT = 20
function mpfr_func(x::BigFloat, op::Int64)
    z = BigFloat()
    ccall(:jlrt_mpfr_func, Cvoid, (BigFloat, BigFloat, Int64), z, x, op)
    return z
end
# Julia turns a NaN from a number into a DomainError for these
function mpfr_func_checked(x::BigFloat, op::Int64)
    isnan(x) && return x
    z = mpfr_func(x, op)
    isnan(z) && throw(DomainError(x, "NaN result for non-NaN input."))
    return z
end
exp(x::BigFloat) = mpfr_func(x, MPFR_EXP)
exp2(x::BigFloat) = mpfr_func(x, MPFR_EXP2)
exp10(x::BigFloat) = mpfr_func(x, MPFR_EXP10)
expm1(x::BigFloat) = mpfr_func(x, MPFR_EXPM1)
sinh(x::BigFloat) = mpfr_func(x, MPFR_SINH)
cosh(x::BigFloat) = mpfr_func(x, MPFR_COSH)
tanh(x::BigFloat) = mpfr_func(x, MPFR_TANH)
cbrt(x::BigFloat) = mpfr_func(x, MPFR_CBRT)
sin(x::BigFloat) = mpfr_func_checked(x, MPFR_SIN)
cos(x::BigFloat) = mpfr_func_checked(x, MPFR_COS)
tan(x::BigFloat) = mpfr_func_checked(x, MPFR_TAN)
asin(x::BigFloat) = mpfr_func_checked(x, MPFR_ASIN)
acos(x::BigFloat) = mpfr_func_checked(x, MPFR_ACOS)
atan(x::BigFloat) = mpfr_func_checked(x, MPFR_ATAN)
asinh(x::BigFloat) = mpfr_func_checked(x, MPFR_ASINH)
acosh(x::BigFloat) = mpfr_func_checked(x, MPFR_ACOSH)
atanh(x::BigFloat) = mpfr_func_checked(x, MPFR_ATANH)
function mpfr_log(x::BigFloat, op::Int64, name::String)
    x < 0 && throw(DomainError(x, string(name, " was called with a negative real argument but ",
                                         "will only return a complex result if called ",
                                         "with a complex argument. Try ", name, "(complex(x)).")))
    return mpfr_func(x, op)
end
log(x::BigFloat) = mpfr_log(x, MPFR_LOG, "log")
log2(x::BigFloat) = mpfr_log(x, MPFR_LOG2, "log2")
log10(x::BigFloat) = mpfr_log(x, MPFR_LOG10, "log10")
function log1p(x::BigFloat)
    x < -1 && throw(DomainError(x, string("log1p was called with a real argument < -1 but ",
                                          "will only return a complex result if called ",
                                          "with a complex argument. Try log1p(complex(x)).")))
    return mpfr_func(x, MPFR_LOG1P)
end
function atan(y::BigFloat, x::BigFloat)
    z = BigFloat()
    ccall(:jlrt_mpfr_atan2, Cvoid, (BigFloat, BigFloat, BigFloat), z, y, x)
    return z
end

# the neighbours of x at its precision, and eps as Julia defines them
function nextfloat(x::BigFloat, n::Integer)
    z = BigFloat()
    ccall(:jlrt_mpfr_step, Cvoid, (BigFloat, BigFloat, Int64), z, x, Int64(n))
    return z
end
eps(::Type{BigFloat}) = nextfloat(BigFloat(1)) - BigFloat(1)
eps(x::BigFloat) = max(x - prevfloat(x), nextfloat(x) - x)

# BigFloat(π) and BigFloat(ℯ), to the current precision
function BigFloat(::IrrationalPi)
    z = BigFloat()
    ccall(:jlrt_mpfr_const_pi, Cvoid, (BigFloat,), z)
    return z
end
BigFloat(::IrrationalE) = exp(BigFloat(1))
big(x::AbstractIrrational) = BigFloat(x)

# to an integral BigFloat: floor, ceil, trunc, round (ties to even)
function bigfloat_rint(x::BigFloat, mode::Int64)
    z = BigFloat()
    ccall(:jlrt_mpfr_rint, Cvoid, (BigFloat, BigFloat, Int64), z, x, mode)
    return z
end
floor(x::BigFloat) = bigfloat_rint(x, 0)
ceil(x::BigFloat) = bigfloat_rint(x, 1)
trunc(x::BigFloat) = bigfloat_rint(x, 2)
round(x::BigFloat) = bigfloat_rint(x, 3)

## comparison ##

==(x::BigFloat, y::BigFloat) = ccall(:jlrt_mpfr_equal, Bool, (BigFloat, BigFloat), x, y)
<(x::BigFloat, y::BigFloat) = ccall(:jlrt_mpfr_less, Bool, (BigFloat, BigFloat), x, y)
<=(x::BigFloat, y::BigFloat) = ccall(:jlrt_mpfr_lessequal, Bool, (BigFloat, BigFloat), x, y)
isnan(x::BigFloat) = ccall(:jlrt_mpfr_nan_p, Bool, (BigFloat,), x)
isinf(x::BigFloat) = ccall(:jlrt_mpfr_inf_p, Bool, (BigFloat,), x)
isfinite(x::BigFloat) = !isnan(x) && !isinf(x)
iszero(x::BigFloat) = ccall(:jlrt_mpfr_zero_p, Bool, (BigFloat,), x)
isinteger(x::BigFloat) = ccall(:jlrt_mpfr_integer_p, Bool, (BigFloat,), x)
signbit(x::BigFloat) = ccall(:jlrt_mpfr_signbit, Bool, (BigFloat,), x)

## text ##

# MPFR's "%Re" (d.ddd…e±XX, as many digits as read back the same number)
# rewritten as Julia's _prettify_bigfloat does: trailing zeros of the
# fraction dropped (keeping one), and a plain decimal when -5 < exponent < 6.
function string(x::BigFloat)
    isfinite(x) || return string(Float64(x))
    s = ccall(:jlrt_mpfr_string, String, (BigFloat,), x)
    e = findfirst('e', s)::Int64
    mantissa = s[1:e-1]
    exponent = s[e+1:end]
    occursin('.', mantissa) || (mantissa = string(mantissa, '.'))
    mantissa = rstrip(mantissa, '0')
    endswith(mantissa, '.') && (mantissa = string(mantissa, '0'))
    expo = parse(Int64, exponent)
    (expo <= -5 || expo >= 6) && return string(mantissa, 'e', exponent)
    expo == 0 && return mantissa
    dot = findfirst('.', mantissa)::Int64
    int = mantissa[1:dot-1]
    frac = mantissa[dot+1:end]
    if expo > 0
        expo < length(frac) && return string(int, frac[1:expo], '.', frac[expo+1:end])
        return string(int, frac, repeat("0", expo - length(frac)), ".0")
    end
    neg = startswith(int, "-")
    digit = neg ? int[2:end] : int
    return string(neg ? "-" : "", "0.", repeat("0", -expo - 1), digit, frac == "0" ? "" : frac)
end
print(io::IO, x::BigFloat) = print(io, string(x))
show(io::IO, x::BigFloat) = print(io, x)

# parse(BigFloat, s): MPFR reads it (a 0x or 0b prefix chooses the base);
# trailing whitespace is dropped first, as Julia does.
function tryparse_bigfloat(s::AbstractString, r::RoundingMode, precision::Integer)
    z = bigfloat_of_precision(precision)
    ok = ccall(:jlrt_mpfr_set_str, Bool, (BigFloat, String, Int64, Int64), z, String(rstrip(s)), 0, mpfr_mode(r))
    return ok ? z : nothing
end
tryparse(::Type{BigFloat}, s::AbstractString) = tryparse_bigfloat(s, RoundNearest, default_precision())
parse(::Type{BigFloat}, s::AbstractString) = BigFloat(s)

# big"1.5" (lower.c sends big"..." here when it is not an integer)
function bigfloat_literal(s::String)
    z = tryparse(BigFloat, s)
    z === nothing && throw(ArgumentError(string("invalid number format ", s, " for BigInt or BigFloat")))
    return z
end
