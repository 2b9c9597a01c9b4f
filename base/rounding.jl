# rounding.jl — rounding modes, and round, floor, ceil and trunc to a number
# of digits: round(x; digits=2), round(x, RoundUp; sigdigits=3), in any base
# (Julia's floatfuncs.jl algorithm: scale by base^digits, round, scale back).
#
# The modes are Julia's: RoundingMode{:Up}() and so on, named RoundUp etc.
struct RoundingMode{T} end
const RoundNearest = RoundingMode{:Nearest}()
const RoundNearestTiesAway = RoundingMode{:NearestTiesAway}()
const RoundNearestTiesUp = RoundingMode{:NearestTiesUp}()
const RoundUp = RoundingMode{:Up}()
const RoundDown = RoundingMode{:Down}()
const RoundToZero = RoundingMode{:ToZero}()
const RoundFromZero = RoundingMode{:FromZero}()

# x to an integer (as a float) by the machine's rounding in mode r.
round_mode(x::IEEEFloat, ::RoundingMode{:Nearest}) = rint_llvm(x)
round_mode(x::IEEEFloat, ::RoundingMode{:Up}) = ceil_llvm(x)
round_mode(x::IEEEFloat, ::RoundingMode{:Down}) = floor_llvm(x)
round_mode(x::IEEEFloat, ::RoundingMode{:ToZero}) = trunc_llvm(x)
function round_mode(x::IEEEFloat, ::RoundingMode{:NearestTiesAway})
    y = trunc_llvm(x)
    return x == y ? y : trunc_llvm(2 * x - y)
end
# x - floor(x) is exact (Sterbenz), so comparing it with 1/2 finds the tie; the
# sign of x is kept, as Julia's round(-0.3, RoundNearestTiesUp) is -0.0.
function round_mode(x::IEEEFloat, ::RoundingMode{:NearestTiesUp})
    y = floor_llvm(x)
    return copysign(x - y >= oftype(x, 0.5) ? y + one(x) : y, x)
end
round_mode(x::IEEEFloat, ::RoundingMode{:FromZero}) = copysign(ceil_llvm(abs(x)), x)

# x to a multiple of 1/invstep; when that overflows, x itself.
function round_invstep(x, invstep, r)
    y = round_mode(x * invstep, r) / invstep
    return isfinite(y) ? y : x
end

# The same, for an invstep that overflows: scale by its square root twice.
function round_invstepsqrt(x, invstepsqrt, r)
    y = round_mode((x * invstepsqrt) * invstepsqrt, r) / invstepsqrt / invstepsqrt
    return isfinite(y) ? y : x
end

# x to a multiple of step (digits < 0); past the float range, 0 or ±Inf.
function round_step(x, step, r)
    y = round_mode(x / step, r) * step
    if !isfinite(y)
        x > 0 && return r === RoundUp ? oftype(x, Inf) : zero(x)
        x < 0 && return r === RoundDown ? -oftype(x, Inf) : -zero(x)
        return x
    end
    return y
end

function round_digits(x, r, digits::Integer, base::Integer)
    fx = float(x)
    if digits >= 0
        invstep = oftype(fx, base)^digits
        isfinite(invstep) && return round_invstep(fx, invstep, r)
        return round_invstepsqrt(fx, oftype(fx, base)^oftype(fx, digits / 2), r)
    end
    return round_step(fx, oftype(fx, base)^-digits, r)
end

# The position of x's leading digit in base: 1 for 1 <= |x| < base.
function hidigit(x::AbstractFloat, base::Integer)
    x == 0 && return 0
    base == 10 && return 1 + floor(Int64, log10(abs(x)))
    base == 2 && return 1 + exponent(x)
    return 1 + floor(Int64, log(abs(x)) / log(oftype(x, base)))
end
hidigit(x::Integer, base::Integer) = ndigits0z(x, base)

# Which of digits and sigdigits is given picks the method (one at most).
digits_base(::Nothing) = 10
digits_base(base::Integer) = base
round_kw(x::AbstractFloat, r::RoundingMode, ::Nothing, ::Nothing, base) = round_mode(x, r)
round_kw(x::AbstractFloat, r::RoundingMode, digits::Integer, ::Nothing, base) =
    isfinite(x) ? round_digits(x, r, digits, digits_base(base)) : x
round_kw(x::AbstractFloat, r::RoundingMode, ::Nothing, sigdigits::Integer, base) =
    isfinite(x) ? round_digits(x, r, sigdigits - hidigit(x, digits_base(base)), digits_base(base)) : x
# An integer is its own rounding; to digits (or sigdigits) it goes by way of
# its float, as in Julia: round(1234, digits=-2) == 1200.0, and with digits
# >= 0 the float of x unchanged. The leading digit is counted on the integer.
round_kw(x::Integer, r::RoundingMode, ::Nothing, ::Nothing, base) = x
round_kw(x::Integer, r::RoundingMode, digits::Integer, ::Nothing, base) = round_digits(x, r, digits, digits_base(base))
round_kw(x::Integer, r::RoundingMode, ::Nothing, sigdigits::Integer, base) =
    round_digits(x, r, sigdigits - hidigit(x, digits_base(base)), digits_base(base))
round_kw(x::Real, r::RoundingMode, ::Integer, ::Integer, base) =
    throw(ArgumentError("`round` cannot use both `digits` and `sigdigits` arguments."))

const DigitsKw = Union{Nothing, Integer}
const KwRoundable = Union{IEEEFloat, Integer}
round(x::KwRoundable, r::RoundingMode=RoundNearest; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    round_kw(x, r, digits, sigdigits, base)
floor(x::KwRoundable; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    round_kw(x, RoundDown, digits, sigdigits, base)
ceil(x::KwRoundable; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    round_kw(x, RoundUp, digits, sigdigits, base)
trunc(x::KwRoundable; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    round_kw(x, RoundToZero, digits, sigdigits, base)
round(::Type{T}, x::IEEEFloat, r::RoundingMode) where {T<:Integer} = trunc(T, round_mode(x, r))

# ---- div and rem with a rounding mode ----
# div(x, y, r): the quotient x / y rounded by r (RoundToZero is div,
# RoundDown fld, RoundUp cld; the nearest modes differ only in ties).
div(x::Integer, y::Integer, r::RoundingMode) = div_rounded(promote(x, y)..., r)
function div_rounded(x::T, y::T, r::RoundingMode) where {T<:Integer}
    q = div(x, y)
    rest = x - q * y
    (rest == zero(T) || r === RoundToZero) && return q
    positive = (x < zero(T)) == (y < zero(T))      # the sign of the exact quotient
    away = positive ? q + one(T) : q - one(T)
    r === RoundFromZero && return away
    r === RoundUp && return positive ? away : q
    r === RoundDown && return positive ? q : away
    # nearest: compare the remainder with what is left to the next multiple
    mr = uabs(rest)
    left = uabs(y) - mr
    mr > left && return away
    mr < left && return q
    r === RoundNearest && return iseven(q) ? q : away
    r === RoundNearestTiesAway && return away
    r === RoundNearestTiesUp && return positive ? away : q
    throw(ArgumentError(string("div: rounding mode ", r, " is not supported")))
end
rem(x::Integer, y::Integer, r::RoundingMode) = rem_rounded(promote(x, y)..., r)
rem_rounded(x::T, y::T, r::RoundingMode) where {T<:Integer} = x - y * div_rounded(x, y, r)

# floats: the remainder first (exact), then the quotient rounded from it
rem(x::T, y::T, ::RoundingMode{:ToZero}) where {T<:AbstractFloat} = rem(x, y)
rem(x::T, y::T, ::RoundingMode{:Down}) where {T<:AbstractFloat} = mod(x, y)
rem(x::T, y::T, ::RoundingMode{:Up}) where {T<:AbstractFloat} = mod(x, -y)
rem(x::Float64, y::Float64, ::RoundingMode{:Nearest}) = ccall(:remainder, Float64, (Float64, Float64), x, y)
rem(x::Float32, y::Float32, ::RoundingMode{:Nearest}) = ccall(:remainderf, Float32, (Float32, Float32), x, y)
div(x::T, y::T, r::RoundingMode) where {T<:AbstractFloat} = round((x - rem(x, y, r)) / y)
