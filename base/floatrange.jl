# floatrange.jl — ranges of Float64: 0.0:0.1:1.0, range(0, 1; length=11),
# (1:3) .* 0.5, LinRange. They are never materialised: element i is
# computed from a reference element and a step held to twice the precision
# of a Float64 (a pair hi + lo), so that 0.1:0.1:0.3 ends at exactly 0.3.
# Every step below is the arithmetic Julia's twiceprecision.jl does, so the
# elements are Julia's to the bit.

# ---- twice-precision numbers: hi carries the leading bits, lo the rest ----
struct TwicePrecision{T}
    hi::T
    lo::T
end

# hi + lo exactly, as a rounded sum and its error (|big| >= |little|)
function canonicalize2(big::Float64, little::Float64)
    h = big + little
    return (h, (big - h) + little)
end
add12(x::Float64, y::Float64) = abs(y) > abs(x) ? canonicalize2(y, x) : canonicalize2(x, y)
function mul12(x::Float64, y::Float64)
    h = x * y
    return iszero(h) | !isfinite(h) ? (h, h) : canonicalize2(h, fma(x, y, -h))
end

# x with its lowest nb bits of significand cleared: small multiples of it are exact
truncbits(x::Float64, nb::Int64) = reinterpret(Float64, reinterpret(UInt64, x) & (~UInt64(0) << nb))

twice(x::Float64) = TwicePrecision{Float64}(x, 0.0)
# An integer as two halves that each multiply exactly (exact for any Int64).
function twice(i::Integer)
    hi = truncbits(Float64(i), 27)
    return TwicePrecision{Float64}(canonicalize2(hi, Float64(i - oftype(i, hi)))...)
end
# n/d to twice precision
twice_ratio(n::Integer, d::Integer) = twice(n) / twice(Float64(d))
# the same value, its hi part cut to nb bits so that hi * k is exact for k < 2^nb
function twice_truncated(x::TwicePrecision{Float64}, nb::Int64)
    hi = truncbits(x.hi, nb)
    return TwicePrecision{Float64}(hi, (x.hi - hi) + x.lo)
end

function /(x::TwicePrecision{Float64}, y::TwicePrecision{Float64})
    hi = x.hi / y.hi
    uh, ul = mul12(hi, y.hi)
    lo = ((((x.hi - uh) - ul) + x.lo) - hi * y.lo) / y.hi
    return iszero(hi) | !isfinite(hi) ? TwicePrecision{Float64}(hi, hi) :
           TwicePrecision{Float64}(canonicalize2(hi, lo)...)
end
function *(x::TwicePrecision{Float64}, y::TwicePrecision{Float64})
    zh, zl = mul12(x.hi, y.hi)
    return iszero(zh) | !isfinite(zh) ? TwicePrecision{Float64}(zh, zh) :
           TwicePrecision{Float64}(canonicalize2(zh, (x.hi * y.lo + x.lo * y.hi) + zl)...)
end
*(x::TwicePrecision{Float64}, v::Float64) = v == 0 ? TwicePrecision{Float64}(x.hi * v, x.lo * v) : x * twice(v)
# by an integer: hi cut so that its product is exact
function *(x::TwicePrecision{Float64}, v::Integer)
    v == 0 && return TwicePrecision{Float64}(x.hi * v, x.lo * v)
    u = truncbits(x.hi, ceil_log2(abs(v)))
    return TwicePrecision{Float64}(canonicalize2(u * v, ((x.hi - u) + x.lo) * v)...)
end
ceil_log2(k::Integer) = k <= 1 ? 0 : 64 - leading_zeros(UInt64(k - 1))
function +(x::TwicePrecision{Float64}, y::Float64)
    s_hi, s_lo = add12(x.hi, y)
    return TwicePrecision{Float64}(canonicalize2(s_hi, s_lo + x.lo)...)
end
+(x::TwicePrecision{Float64}, y::Integer) = x + Float64(y)
function +(x::TwicePrecision{Float64}, y::TwicePrecision{Float64})
    r = x.hi + y.hi
    s = abs(x.hi) > abs(y.hi) ? (((x.hi - r) + y.hi) + y.lo) + x.lo : (((y.hi - r) + x.hi) + x.lo) + y.lo
    return TwicePrecision{Float64}(canonicalize2(r, s)...)
end
-(x::TwicePrecision{Float64}) = TwicePrecision{Float64}(-x.hi, -x.lo)
Float64(x::TwicePrecision{Float64}) = x.hi + x.lo

# ---- StepRangeLen: element i is ref + (i - offset) * step ----
struct StepRangeLen{T, R, S, L} <: AbstractRange{T}
    ref::R
    step::S
    len::L
    offset::L
end
const FloatRange = StepRangeLen{Float64, TwicePrecision{Float64}, TwicePrecision{Float64}, Int64}
float_range(ref::TwicePrecision{Float64}, step::TwicePrecision{Float64}, len::Int64, offset::Int64) =
    FloatRange(ref, step, len, offset)

length(r::FloatRange) = r.len
isempty(r::FloatRange) = r.len == 0
step(r::FloatRange) = Float64(r.step)
first(r::FloatRange) = range_element(r, 1)
last(r::FloatRange) = range_element(r, r.len)
# step.hi was cut so that u * step.hi is exact
@inline function range_element(r::FloatRange, i::Int64)
    u = i - r.offset
    x_hi, x_lo = add12(r.ref.hi, u * r.step.hi)
    return x_hi + (x_lo + (u * r.step.lo + r.ref.lo))
end
iterate(r::FloatRange) = iterate(r, 1)
iterate(r::FloatRange, i::Int64) = i <= r.len ? (range_element(r, i), i + 1) : nothing
function getindex(r::FloatRange, i::Int64)
    (i < 1) | (i > r.len) && throw(BoundsError(r, i))
    return range_element(r, i)
end
# r[s] for a range of indices: again a range, its reference element the one
# of s nearest r's, as Julia's
function getindex(r::FloatRange, s::IndexRange)
    isempty(s) || ((min(first(s), last(s)) >= 1) & (max(first(s), last(s)) <= r.len)) ||
        throw(BoundsError(r, (s,)))
    n = length(s)
    soffset = clamp(1 + round(Int64, (r.offset - first(s)) / step(s)), 1, max(n, 1))
    ioffset = first(s) + (soffset - 1) * step(s)
    newstep = step(s) == 1 || n < 2 ? r.step : twice_truncated(r.step * step(s), nbitslen(n, soffset))
    ref = ioffset == r.offset ? r.ref : r.ref + r.step * (ioffset - r.offset)
    return float_range(ref, newstep, n, soffset)
end
reverse(r::FloatRange) = float_range(r.ref, -r.step, r.len, r.len - r.offset + 1)
print(io::IO, r::FloatRange) = (show(io, first(r)); print(io, ':'); show(io, step(r)); print(io, ':'); show(io, last(r)))
show(io::IO, r::FloatRange) = print(io, r)
==(a::FloatRange, b::FloatRange) = (length(a) == length(b)) && (isempty(a) || (first(a) == first(b) && step(a) == step(b)))

# the bits the step's hi part gives up: enough for the farthest index from offset
function nbitslen(len::Int64, offset::Int64)
    len < 2 && return 0
    k = max(offset - 1, len - offset)
    return min(27, ceil_log2(k) + 1)
end

# start_n/den, start_n/den + step_n/den, ...: the reference element is the one
# nearest zero, so that it and the step carry all the precision there is.
function rational_range(start_n::Int64, step_n::Int64, len::Int64, den::Int64)
    if len < 2 || step_n == 0
        return float_range(twice_ratio(start_n, den), twice_ratio(step_n, den), len, 1)
    end
    imin = clamp(round(Int64, -start_n / step_n + 1), 1, len)
    ref_n = start_n + (imin - 1) * step_n
    return float_range(twice_ratio(ref_n, den), twice_truncated(twice_ratio(step_n, den), nbitslen(len, imin)), len, imin)
end
# The literal values, when they are no ratios of small integers.
literal_range(start::Float64, step::Float64, len::Int64) = float_range(twice(start), twice(step), len, 1)

# The best rational approximation n/d of x with |n|, |d| <= 2^24 (continued
# fractions); d == 0 when there is none.
function rat(x::Float64)
    y = x
    a, b, c, d = 1, 0, 0, 1
    m = 16777216.0
    while abs(y) <= m
        f = trunc(Int64, y)
        y -= f
        a, c = f * a + c, a
        b, d = f * b + d, b
        max(abs(a), abs(b)) <= 16777216 || return (c, d)
        a / b == x && break
        y = inv(y)
    end
    return (a, b)
end
isbetween(a, x, b) = (a <= x <= b) || (b <= x <= a)

# start and step as numerators over one denominator, if they are ratios of small integers
function common_denominator(start::Float64, step::Float64)
    start_n, start_d = rat(start)
    step_n, step_d = rat(step)
    (start_d == 0 || step_d == 0 || start_n / start_d != start || step_n / step_d != step) && return nothing
    den = start_d * div(step_d, gcd(start_d, step_d))
    m = maxintfloat(Float64)
    (den == 0 || abs(start * den) > m || abs(step * den) > m || rem(den, start_d) != 0 || rem(den, step_d) != 0) &&
        return nothing
    return (round(Int64, start * den), round(Int64, step * den), den)
end

function (:)(start::Float64, step::Float64, stop::Float64)
    step == 0 && throw(ArgumentError("range step cannot be zero"))
    c = common_denominator(start, step)
    stop_n, stop_d = rat(stop)
    if c !== nothing && stop_d != 0 && stop_n / stop_d == stop
        start_n, step_n, den = c
        len = max(0, div(den * stop_n - stop_d * start_n + step_n * stop_d, step_n * stop_d))
        # the integer arithmetic may overflow: the length must make sense
        if isbetween(start, start + (len - 1) * step, stop + step / 2) && !isbetween(start, start + len * step, stop)
            return rational_range(start_n, step_n, len, den)
        end
    end
    lf = (stop - start) / step
    len = lf < 0 ? 0 : lf == 0 ? 1 : round(Int64, lf) + 1
    if lf > 0
        stop2 = start + (len - 1) * step
        len -= (start < stop < stop2) + (start > stop > stop2)     # overshot the end
    end
    return literal_range(start, step, len)
end
# with an integer among floats, the integers are converted
(:)(start::Float64, stop::Float64) = start:1.0:stop
(:)(start::Float64, stop::Int64) = start:1.0:Float64(stop)
(:)(start::Int64, stop::Float64) = Float64(start):1.0:stop
(:)(start::Int64, step::Float64, stop::Int64) = Float64(start):step:Float64(stop)
(:)(start::Int64, step::Float64, stop::Float64) = Float64(start):step:stop
(:)(start::Float64, step::Float64, stop::Int64) = start:step:Float64(stop)
(:)(start::Float64, step::Int64, stop::Float64) = start:Float64(step):stop
(:)(start::Float64, step::Int64, stop::Int64) = start:Float64(step):Float64(stop)
(:)(start::Int64, step::Int64, stop::Float64) = Float64(start):Float64(step):stop

# range(start; step, length): Julia's range_start_step_length for Float64
function range_start_step(start::Float64, step::Float64, len::Int64)
    c = common_denominator(start, step)
    c === nothing && return literal_range(start, step, len)
    start_n, step_n, den = c
    return rational_range(start_n, step_n, len, den)
end

# range(start, stop; length) of floats; of integers it is the one over den = 1
function range_start_stop(start::Float64, stop::Float64, len::Int64)
    len < 2 && return range_short(start, stop, len)
    start == stop && return literal_range(start, 0.0, len)
    start_n, start_d = rat(start)
    stop_n, stop_d = rat(stop)
    if start_d != 0 && stop_d != 0
        den = start_d * div(stop_d, gcd(start_d, stop_d))
        m = maxintfloat(Float64)
        if den != 0 && abs(den * start) <= m && abs(den * stop) <= m
            a, b = round(Int64, den * start), round(Int64, den * stop)
            a / den == start && b / den == stop && return range_ratio(a, b, len, den)
        end
    end
    throw(ArgumentError("jlc: range(start, stop; length) of floats that are no small ratios is not supported yet"))
end
range_start_stop(start::Integer, stop::Integer, len::Int64) = range_ratio(Int64(start), Int64(stop), len, 1)
range_start_stop(start::Real, stop::Real, len::Int64) = range_start_stop(Float64(start), Float64(stop), len)
function range_ratio(start_n::Int64, stop_n::Int64, len::Int64, den::Int64)
    len < 2 && return range_short(start_n / den, stop_n / den, len)
    start_n == stop_n && return float_range(twice_ratio(start_n, den), twice_ratio(0, den), len, 1)
    tmin = -start_n / (Float64(stop_n) - Float64(start_n))
    imin = clamp(round(Int64, tmin * (len - 1) + 1), 1, len)
    ref_den = Int128(len - 1) * den
    ref = twice_ratio(Int128(len - imin) * start_n + Int128(imin - 1) * stop_n, ref_den)
    step = twice_ratio(Int128(stop_n) - Int128(start_n), ref_den)
    return float_range(ref, twice_truncated(step, nbitslen(len, imin)), len, imin)
end
# no or one element: first and last are still start and stop
function range_short(start::Float64, stop::Float64, len::Int64)
    what = string("range(", start, ", stop=", stop, ", length=", len, "): ")
    len < 0 && throw(ArgumentError(string(what, "negative length")))
    len == 1 && start != stop && throw(ArgumentError(string(what, "endpoints differ")))
    return float_range(twice(start), TwicePrecision{Float64}(start, -stop), len, 1)
end

# range(start[, stop]; length, stop, step): by which of them are given
range(start; stop=nothing, length=nothing, step=nothing) = range_given(start, stop, length, step)
range(start, stop; length=nothing, step=nothing) = range_given(start, stop, length, step)
range_given(start::Real, stop::Real, len::Integer, ::Nothing) = range_start_stop(start, stop, Int64(len))
range_given(start::Real, stop::Real, ::Nothing, step::Real) = start:step:stop
range_given(start::Real, ::Nothing, len::Integer, step::Real) = range_start_step(Float64(start), Float64(step), Int64(len))
range_given(start::Integer, ::Nothing, len::Integer, step::Integer) = start:step:(start + (len - 1) * step)
range_given(start::Integer, ::Nothing, len::Integer, ::Nothing) = start:(start + len - 1)
range_given(start, stop, len, step) = throw(ArgumentError("jlc: this combination of range arguments is not supported yet"))

# ---- LinRange: element i interpolated between the ends ----
struct LinRange{T, L} <: AbstractRange{T}
    start::T
    stop::T
    len::L
    lendiv::L
end
function LinRange(start::Real, stop::Real, len::Integer)
    what = string("range(", Float64(start), ", stop=", Float64(stop), ", length=", len, "): ")
    len < 0 && throw(ArgumentError(string(what, "negative length")))
    len == 1 && start != stop && throw(ArgumentError(string(what, "endpoints differ")))
    return LinRange{Float64, Int64}(Float64(start), Float64(stop), Int64(len), max(Int64(len) - 1, 1))
end
length(r::LinRange) = r.len
isempty(r::LinRange) = r.len == 0
first(r::LinRange) = r.start
last(r::LinRange) = r.stop
step(r::LinRange) = (r.stop - r.start) / r.lendiv
@inline function range_element(r::LinRange, i::Int64)
    t = (i - 1) / r.lendiv
    return (1 - t) * r.start + t * r.stop
end
iterate(r::LinRange) = iterate(r, 1)
iterate(r::LinRange, i::Int64) = i <= r.len ? (range_element(r, i), i + 1) : nothing
function getindex(r::LinRange, i::Int64)
    (i < 1) | (i > r.len) && throw(BoundsError(r, i))
    return range_element(r, i)
end
reverse(r::LinRange) = LinRange{Float64, Int64}(r.stop, r.start, r.len, r.lendiv)
function show(io::IO, r::LinRange{T}) where {T}
    print(io, "LinRange{", T, "}(")
    show(io, first(r)); print(io, ", "); show(io, last(r)); print(io, ", ", length(r), ')')
end
print(io::IO, r::LinRange) = show(io, r)

sum(r::LinRange) = sum(collect(r))
# Julia's closed form: the steps on either side of offset as sums of 1:n, then ref * len
function sum(r::FloatRange)
    l = r.len
    sp, sn = sumpair(l - r.offset), sumpair(r.offset - 1)
    tp = r.step * sp[1] * sp[2]
    tn = r.step * sn[1] * sn[2]
    s_hi, s_lo = add12(tp.hi, -tn.hi)
    s_lo += tp.lo - tn.lo
    ref = r.ref * l
    sm_hi, sm_lo = add12(s_hi, ref.hi)
    return add12(sm_hi, sm_lo + ref.lo)[1]
end
sumpair(n::Int64) = iseven(n) ? (n + 1, n >> 1) : (n, (n + 1) >> 1)
