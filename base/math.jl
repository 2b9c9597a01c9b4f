# math.jl — the elementary functions: libm through ccall, with Julia's
# DomainErrors, and Julia's own algorithms where its results differ from C's
# (powers, hypot).

throw_complex_domainerror(f::Symbol, x) = throw(DomainError(x, string(f,
    " was called with a negative real argument but will only return a complex result if called with a complex argument. Try ",
    f, "(Complex(x)).")))
throw_complex_domainerror_neg1(f::Symbol, x) = throw(DomainError(x, string(f,
    " was called with a real argument < -1 but will only return a complex result if called with a complex argument. Try ",
    f, "(Complex(x)).")))
throw_exp_domainerror(x) = throw(DomainError(x,
    "Exponentiation yielding a complex result requires a complex argument.\nReplace x^y with (x+0im)^y, Complex(x)^y, or similar."))

## square root ##

sqrt(x::IEEEFloat) = x < zero(x) ? throw_complex_domainerror(:sqrt, x) : sqrt_llvm(x)
sqrt(x::Real) = sqrt(float(x))
cbrt(x::Float64) = ccall(:cbrt, Float64, (Float64,), x)
cbrt(x::Float32) = ccall(:cbrtf, Float32, (Float32,), x)
cbrt(x::Real) = cbrt(float(x))
# the prefix operators √x and ∛x, and the functions themselves (mean(√, v)), as Julia
const √ = sqrt
const ∛ = cbrt

## trigonometric ##

function sin(x::Float64)
    isinf(x) && throw(DomainError(x, "sin(x) is only defined for finite x."))
    return ccall(:sin, Float64, (Float64,), x)
end
function cos(x::Float64)
    isinf(x) && throw(DomainError(x, "cos(x) is only defined for finite x."))
    return ccall(:cos, Float64, (Float64,), x)
end
function tan(x::Float64)
    isinf(x) && throw(DomainError(x, "tan(x) is only defined for finite x."))
    return ccall(:tan, Float64, (Float64,), x)
end
function sin(x::Float32)
    isinf(x) && throw(DomainError(x, "sin(x) is only defined for finite x."))
    return ccall(:sinf, Float32, (Float32,), x)
end
function cos(x::Float32)
    isinf(x) && throw(DomainError(x, "cos(x) is only defined for finite x."))
    return ccall(:cosf, Float32, (Float32,), x)
end
function tan(x::Float32)
    isinf(x) && throw(DomainError(x, "tan(x) is only defined for finite x."))
    return ccall(:tanf, Float32, (Float32,), x)
end
function sincos(x::IEEEFloat)
    isinf(x) && throw(DomainError(x, "sincos(x) is only defined for finite x."))
    return (sin(x), cos(x))
end
# sinpi(x) = sin(πx), cospi(x) = cos(πx), exact at multiples of 1/2: x is
# split exactly into n/2 + y with |y| <= 1/4, where sin(πy) and cos(πy) lose
# nothing to the reduction (runtime/sinpi.c computes them with more bits
# than the result has); n mod 4 picks the quadrant. Integers give zeros
# signed as Julia's: sinpi(-1.0) is -0.0, cospi(0.5) is 0.0.
function sincospi(x::T) where {T<:IEEEFloat}
    isinf(x) && throw(DomainError(x, "`x` cannot be infinite."))
    isnan(x) && return (x, x)
    n = round(2 * x)
    y = Float64(x - n / 2)
    sy = ccall(:jlrt_sinpi_kernel, Float64, (Float64,), y)
    cy = ccall(:jlrt_cospi_kernel, Float64, (Float64,), y)
    q = Int64(mod(n, oftype(n, 4)))
    s = q == 0 ? sy : q == 1 ? cy : q == 2 ? -sy : -cy
    c = q == 0 ? cy : q == 1 ? -sy : q == 2 ? -cy : sy
    y == 0 && (iseven(q) ? (s = copysign(0.0, x)) : (c = 0.0))
    return (T(s), T(c))
end
sinpi(x::IEEEFloat) = sincospi(x)[1]
cospi(x::IEEEFloat) = sincospi(x)[2]
sinpi(x::Real) = sinpi(float(x))
cospi(x::Real) = cospi(float(x))
sincospi(x::Real) = sincospi(float(x))
function asin(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "asin(x) is not defined for |x| > 1."))
    return ccall(:asin, Float64, (Float64,), x)
end
function acos(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "acos(x) not defined for |x| > 1"))
    return ccall(:acos, Float64, (Float64,), x)
end
function asin(x::Float32)
    abs(x) > one(x) && throw(DomainError(x, "asin(x) is not defined for |x| > 1."))
    return ccall(:asinf, Float32, (Float32,), x)
end
function acos(x::Float32)
    abs(x) > one(x) && throw(DomainError(x, "acos(x) not defined for |x| > 1"))
    return ccall(:acosf, Float32, (Float32,), x)
end
atan(x::Float64) = ccall(:atan, Float64, (Float64,), x)
atan(x::Float32) = ccall(:atanf, Float32, (Float32,), x)
atan(y::Float64, x::Float64) = ccall(:atan2, Float64, (Float64, Float64), y, x)
atan(y::Float32, x::Float32) = ccall(:atan2f, Float32, (Float32, Float32), y, x)
atan(y::Real, x::Real) = atan(promote(float(y), float(x))...)

## hyperbolic ##

sinh(x::Float64) = ccall(:sinh, Float64, (Float64,), x)
cosh(x::Float64) = ccall(:cosh, Float64, (Float64,), x)
tanh(x::Float64) = ccall(:tanh, Float64, (Float64,), x)
asinh(x::Float64) = ccall(:asinh, Float64, (Float64,), x)
sinh(x::Float32) = ccall(:sinhf, Float32, (Float32,), x)
cosh(x::Float32) = ccall(:coshf, Float32, (Float32,), x)
tanh(x::Float32) = ccall(:tanhf, Float32, (Float32,), x)
asinh(x::Float32) = ccall(:asinhf, Float32, (Float32,), x)
function acosh(x::Float64)
    x < 1.0 && throw(DomainError(x, "acosh(x) is only defined for x ≥ 1."))
    return ccall(:acosh, Float64, (Float64,), x)
end
function atanh(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "atanh(x) is only defined for |x| ≤ 1."))
    return ccall(:atanh, Float64, (Float64,), x)
end
function acosh(x::Float32)
    x < one(x) && throw(DomainError(x, "acosh(x) is only defined for x ≥ 1."))
    return ccall(:acoshf, Float32, (Float32,), x)
end
function atanh(x::Float32)
    abs(x) > one(x) && throw(DomainError(x, "atanh(x) is only defined for |x| ≤ 1."))
    return ccall(:atanhf, Float32, (Float32,), x)
end

## exponentials and logarithms ##

exp(x::Float64) = ccall(:exp, Float64, (Float64,), x)
exp2(x::Float64) = ccall(:exp2, Float64, (Float64,), x)
expm1(x::Float64) = ccall(:expm1, Float64, (Float64,), x)
exp(x::Float32) = ccall(:expf, Float32, (Float32,), x)
exp2(x::Float32) = ccall(:exp2f, Float32, (Float32,), x)
expm1(x::Float32) = ccall(:expm1f, Float32, (Float32,), x)
# glibc's exp10 is exact on integer powers (exp10(2.0) == 100.0), as Julia's own is.
exp10(x::Float64) = ccall(:exp10, Float64, (Float64,), x)
exp10(x::Float32) = ccall(:exp10f, Float32, (Float32,), x)

function log(x::Float64)
    x < 0.0 && throw_complex_domainerror(:log, x)
    return ccall(:log, Float64, (Float64,), x)
end
function log2(x::Float64)
    x < 0.0 && throw_complex_domainerror(:log2, x)
    return ccall(:log2, Float64, (Float64,), x)
end
function log10(x::Float64)
    x < 0.0 && throw_complex_domainerror(:log10, x)
    return ccall(:log10, Float64, (Float64,), x)
end
function log1p(x::Float64)
    x < -1.0 && throw_complex_domainerror_neg1(:log1p, x)
    return ccall(:log1p, Float64, (Float64,), x)
end
function log(x::Float32)
    x < zero(x) && throw_complex_domainerror(:log, x)
    return ccall(:logf, Float32, (Float32,), x)
end
function log2(x::Float32)
    x < zero(x) && throw_complex_domainerror(:log2, x)
    return ccall(:log2f, Float32, (Float32,), x)
end
function log10(x::Float32)
    x < zero(x) && throw_complex_domainerror(:log10, x)
    return ccall(:log10f, Float32, (Float32,), x)
end
function log1p(x::Float32)
    x < -one(x) && throw_complex_domainerror_neg1(:log1p, x)
    return ccall(:log1pf, Float32, (Float32,), x)
end
log(b::T, x::T) where {T<:Number} = log(x) / log(b)
log(b::Number, x::Number) = log(promote(float(b), float(x))...)

# Integers (and Bool) go through Float64, as float(x) does.
sin(x::Real) = sin(float(x))
cos(x::Real) = cos(float(x))
tan(x::Real) = tan(float(x))
asin(x::Real) = asin(float(x))
acos(x::Real) = acos(float(x))
atan(x::Real) = atan(float(x))
sinh(x::Real) = sinh(float(x))
cosh(x::Real) = cosh(float(x))
tanh(x::Real) = tanh(float(x))
asinh(x::Real) = asinh(float(x))
acosh(x::Real) = acosh(float(x))
atanh(x::Real) = atanh(float(x))
exp(x::Real) = exp(float(x))
exp2(x::Real) = exp2(float(x))
expm1(x::Real) = expm1(float(x))
exp10(x::Real) = exp10(float(x))
log(x::Real) = log(float(x))
log2(x::Real) = log2(float(x))
log10(x::Real) = log10(float(x))
log1p(x::Real) = log1p(float(x))
sincos(x::Real) = sincos(float(x))
deg2rad(x::AbstractFloat) = x * (3.141592653589793 / 180)
rad2deg(x::AbstractFloat) = x * (180 / 3.141592653589793)
deg2rad(x::Real) = deg2rad(float(x))
rad2deg(x::Real) = rad2deg(float(x))

## ldexp and friends ##

ldexp(x::Float64, n::Integer) = ccall(:ldexp, Float64, (Float64, Int32), x, Int32(clamp(n, -100000, 100000)))
ldexp(x::Float32, n::Integer) = ccall(:ldexpf, Float32, (Float32, Int32), x, Int32(clamp(n, -100000, 100000)))
function exponent(x::T) where {T<:IEEEFloat}
    isfinite(x) || throw(DomainError(x, "Cannot be NaN or Inf."))
    x == zero(T) && throw(DomainError(x, "Cannot be ±0.0."))
    return Int64(ccall(:ilogb, Int32, (Float64,), Float64(x)))
end
function significand(x::T) where {T<:IEEEFloat}
    (isfinite(x) & (x != zero(T))) || return x
    return ldexp(x, -exponent(x))
end
# (m, e) with x == m * 2^e and 0.5 <= |m| < 1; zero, Inf and NaN come back with e = 0.
function frexp(x::T) where {T<:IEEEFloat}
    (isfinite(x) & (x != zero(T))) || return (x, 0)
    e = exponent(x) + 1
    return (ldexp(x, -e), e)
end
function modf(x::T) where {T<:IEEEFloat}
    isinf(x) && return (copysign(zero(T), x), x)
    ix = trunc(x)
    return (copysign(x - ix, x), ix)
end

## clamp ##

# clamp(x, lo, hi) in the promoted type of the three; NaN stays NaN.
function clamp(x::X, lo::L, hi::H) where {X, L, H}
    T = promote_type(X, promote_type(L, H))
    x > hi && return convert(T, hi)
    x < lo && return convert(T, lo)
    return convert(T, x)
end
clamp(x::Integer, ::Type{T}) where {T<:Integer} = clamp(x, typemin(T), typemax(T)) % T

## hypot: Julia's algorithm (Borges), with hardware-style fma ##

hypot(x::Number) = abs(float(x))
hypot(x::Number, y::Number) = hypot_float(promote(float(x), float(y))...)
function hypot_float(x::Float64, y::Float64)
    ax = abs(x)
    ay = abs(y)
    (isinf(ax) | isinf(ay)) && return Inf
    if ay > ax
        t = ax; ax = ay; ay = t
    end
    # widely varying operands (this also catches ay == 0)
    ay <= ax * sqrt(eps(Float64) / 2.0) && return ax
    # rescale when squaring would overflow or underflow
    scale = eps(Float64) * sqrt(floatmin(Float64))
    if ax > sqrt(floatmax(Float64) / 2.0)
        ax = ax * scale
        ay = ay * scale
        scale = 1.0 / scale
    elseif ay < sqrt(floatmin(Float64))
        ax = ax / scale
        ay = ay / scale
    else
        scale = 1.0
    end
    h = sqrt(fma(ax, ax, ay * ay))
    hsq = h * h
    axsq = ax * ax
    h -= (fma(-ay, ay, hsq - axsq) + fma(h, h, -hsq) - fma(ax, ax, -axsq)) / (2.0 * h)
    return h * scale
end
function hypot_float(x::Float32, y::Float32)
    (isinf(x) | isinf(y)) && return Inf32
    fx = Float64(x)
    fy = Float64(y)
    return Float32(sqrt(fma(fx, fx, fy * fy)))
end

## powers ##

# x*y exactly, as a head and a tail.
function two_mul(x::Float64, y::Float64)
    xy = x * y
    return (xy, fma(x, y, -xy))
end

# Julia's compensated power by squaring for Float64^Integer (math.jl), so that
# x^n rounds as Julia's does rather than as C's pow. muladd is the fused form
# Julia gets on machines with FMA.
function pow_body(x::Float64, n::Int64)
    y = 1.0
    xnlo = -0.0
    ynlo = 0.0
    n == 3 && return x * x * x
    if n < 0
        rx = 1.0 / x
        n == -2 && return rx * rx
        isfinite(x) && (xnlo = -fma(x, rx, -1.0) * rx)
        x = rx
        n = -n
    end
    while n > 1
        if n & 1 > 0
            err = fma(y, xnlo, x * ynlo)
            y, ynlo = two_mul(x, y)
            ynlo += err
        end
        err = x * 2.0 * xnlo
        x, xnlo = two_mul(x, x)
        xnlo += err
        n >>>= 1
    end
    err = fma(y, xnlo, x * ynlo)
    return isfinite(x) & isfinite(err) ? fma(x, y, err) : x * y
end

use_power_by_squaring(n::Integer) = (-4096 <= n) & (n <= 24576)

function ^(x::Float64, n::Integer)
    n == 0 && return 1.0
    ni = clamp(n, typemin(Int64), typemax(Int64)) % Int64
    use_power_by_squaring(ni) && return pow_body(x, ni)
    s = (x < 0.0) & isodd(ni) ? -1.0 : 1.0
    ax = abs(x)
    y = Float64(ni)
    if y == ni
        return copysign(pow_libm(ax, y), s)
    end
    n2 = ni % 1024
    return pow_libm(ax, Float64(ni - n2)) * copysign(pow_body(ax, n2), s)
end

pow_libm(x::Float64, y::Float64) = ccall(:pow, Float64, (Float64, Float64), x, y)

function ^(x::Float64, y::Float64)
    x == 1.0 && return 1.0
    if !(abs(y) < 6.917529027641082e18)
        isnan(y) && return y
        y = copysign(6.917529027641082e18, y)
    end
    yint = unsafe_trunc(Int64, y)
    yisint = y == yint
    if yisint
        yint == 0 && return 1.0
        use_power_by_squaring(yint) && return pow_body(x, yint)
    end
    x == 0.0 && return y > 0.0 ? 0.0 : Inf
    s = 1.0
    if x < 0.0
        !yisint && throw_exp_domainerror(x)
        s = isodd(yint) ? -1.0 : 1.0
    end
    isfinite(x) || return ((y > 0.0) | isnan(x)) ? copysign(x, s) : copysign(0.0, copysign(x, s))
    return copysign(pow_libm(abs(x), y), s)
end

# Float32 powers are computed in Float64, as Julia's are.
function ^(x::Float32, n::Integer)
    n == 0 && return one(Float32)
    ni = clamp(n, -2147483648, 2147483647) % Int64
    if use_power_by_squaring(ni)
        ni == -2 && return (i = one(Float32) / x; i * i)
        ni == 3 && return x * x * x
        ni < 0 && return Float32(power_by_squaring(1.0 / Float64(x), -ni))
        return Float32(power_by_squaring(Float64(x), ni))
    end
    s = (x < zero(x)) & isodd(ni) ? -one(Float32) : one(Float32)
    return copysign(Float32(exp2(log2(abs(Float64(x))) * Float64(ni))), s)
end
function ^(x::Float32, y::Float32)
    x == one(Float32) && return one(Float32)
    if !(abs(y) < Float32(1.7448304e9))
        isnan(y) && return y
        y = copysign(Float32(1.7448304e9), y)
    end
    yint = unsafe_trunc(Int32, y)
    yisint = y == yint
    if yisint
        yint == 0 && return one(Float32)
        use_power_by_squaring(yint) && return x^Int64(yint)
    end
    s = one(Float32)
    if x < zero(x)
        !yisint && throw_exp_domainerror(x)
        s = isodd(yint) ? -one(Float32) : one(Float32)
    end
    isfinite(x) || return ((y > zero(y)) | isnan(x)) ? copysign(x, s) : copysign(zero(Float32), copysign(x, s))
    return copysign(Float32(exp2(log2(abs(Float64(x))) * Float64(y))), s)
end

# Repeated squaring (Julia's power_by_squaring), for any x with *: Float32
# powers (in Float64), complex and rational powers. The result has the type
# of x * x (im^2 is a Complex{Int64}); a negative p needs x to be ±1.
throw_domerr_powbysq(x, p::Integer) = throw(DomainError(p,
    string("Cannot raise an integer x to a negative power ", p, ".", "\nConvert input to float.")))
^(x::Number, p::Integer) = power_by_squaring(x, p)
function power_by_squaring(x0, p::Integer; mul = *)
    x = convert(promote_type(typeof(x0), typeof(x0 * x0)), x0)
    p == 1 && return x
    p == 0 && return one(x)
    p == 2 && return mul(x, x)
    if p < 0
        isone(x) && return x
        isone(-x) && return iseven(p) ? one(x) : x
        throw_domerr_powbysq(x, p)
    end
    t = trailing_zeros(p) + 1
    p >>= t
    while (t -= 1) > 0
        x = mul(x, x)
    end
    y = x
    while p > 0
        t = trailing_zeros(p) + 1
        p >>= t
        while (t -= 1) >= 0
            x = mul(x, x)
        end
        y = mul(y, x)
    end
    return y
end

# x ≈ y: equal, or both finite and no further apart than atol or rtol times
# the larger magnitude. rtol defaults to √eps of the less precise float type
# (0 for integers, and 0 once an atol is given), as in Julia.
rtoldefault(::Type{T}) where {T<:AbstractFloat} = sqrt(eps(T))
rtoldefault(::Type{T}) where {T<:Real} = 0
rtoldefault(x::Number, y::Number, atol::Real) =
    atol > 0 ? 0 : max(rtoldefault(real(typeof(x))), rtoldefault(real(typeof(y))))
function isapprox(x::Number, y::Number; atol::Real=0, rtol::Real=rtoldefault(x, y, atol), nans::Bool=false)
    x == y && return true
    isfinite(x) && isfinite(y) && abs(x - y) <= max(atol, rtol * max(abs(x), abs(y))) && return true
    return nans && isnan(x) && isnan(y)
end
const ≈ = isapprox
≉(x, y; kws...) = !isapprox(x, y; kws...)

# A power of two: 0.25, 4.0 (not 4.5, nor any negative or infinite number).
ispow2(x::AbstractFloat) = !iszero(x) && frexp(x)[1] == 0.5

# whether typemax(T) exists, which bounds nextpow's powers of a T
hastypemax(::Type{<:Union{BitInteger, Bool, IEEEFloat}}) = true
hastypemax(::Type) = false
