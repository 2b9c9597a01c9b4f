# complex.jl — Complex{T}: a real and an imaginary part of one real type.
# The arithmetic, the special values and the printing follow Julia's
# base/complex.jl: a real operand is not promoted to complex first (so
# 2 * im is 0 + 2im, not a product of two complex numbers).

struct Complex{T<:Real} <: Number
    re::T
    im::T
end
Complex(x::Real, y::Real) = Complex(promote(x, y)...)
Complex(x::Real) = Complex(x, zero(x))
Complex(z::Complex) = z
Complex{T}(x::Real) where {T<:Real} = Complex{T}(x, 0)
Complex{T}(z::Complex) where {T<:Real} = Complex{T}(real(z), imag(z))

const im = Complex(false, true)

const ComplexF64 = Complex{Float64}
const ComplexF32 = Complex{Float32}
const ComplexF16 = Complex{Float16}

# (Complex{promote_type(T, S)} written as a call: the compiler applies a
# type to its parameters only when they are static.)
complex_type(::Type{T}) where {T<:Real} = Complex{T}
promote_rule(::Type{Complex{T}}, ::Type{S}) where {T<:Real, S<:Real} = complex_type(promote_type(T, S))
promote_rule(::Type{Complex{T}}, ::Type{Complex{S}}) where {T<:Real, S<:Real} = complex_type(promote_type(T, S))

zero(::Type{Complex{T}}) where {T<:Real} = Complex{T}(zero(T), zero(T))
one(::Type{Complex{T}}) where {T<:Real} = Complex{T}(one(T), zero(T))

# A complex number converts to a real type only when it is real.
function complex_to_real(::Type{T}, z::Complex) where {T<:Real}
    isreal(z) || throw_inexacterror(typename_sym(T), T, z)
    return T(real(z))
end
Float64(z::Complex) = complex_to_real(Float64, z)
Float32(z::Complex) = complex_to_real(Float32, z)
Int64(z::Complex) = complex_to_real(Int64, z)

## parts and predicates ##

real(z::Complex) = z.re
imag(z::Complex) = z.im
real(x::Real) = x
imag(x::Real) = zero(x)
reim(z) = (real(z), imag(z))
real(::Type{Complex{T}}) where {T<:Real} = T
real(::Type{T}) where {T<:Real} = T

isreal(x::Real) = true
isreal(z::Complex) = iszero(imag(z))
isinteger(z::Complex) = isreal(z) & isinteger(real(z))
isfinite(z::Complex) = isfinite(real(z)) & isfinite(imag(z))
isnan(z::Complex) = isnan(real(z)) | isnan(imag(z))
isinf(z::Complex) = isinf(real(z)) | isinf(imag(z))
iszero(z::Complex) = iszero(real(z)) & iszero(imag(z))
isone(z::Complex) = isone(real(z)) & iszero(imag(z))

complex(z::Complex) = z
complex(x::Real) = Complex(x)
complex(x::Real, y::Real) = Complex(x, y)
complex(::Type{T}) where {T<:Real} = Complex{T}
complex(::Type{Complex{T}}) where {T<:Real} = Complex{T}

float(z::Complex{T}) where {T<:AbstractFloat} = z
float(z::Complex) = Complex(float(real(z)), float(imag(z)))

## comparison ##

==(z::Complex, w::Complex) = (real(z) == real(w)) & (imag(z) == imag(w))
==(z::Complex, x::Real) = isreal(z) && real(z) == x
==(x::Real, z::Complex) = isreal(z) && real(z) == x
isequal(z::Complex, w::Complex) = isequal(real(z), real(w)) & isequal(imag(z), imag(w))
isequal(z::Complex, x::Real) = isequal(real(z), x) & isequal(imag(z), zero(x))
isequal(x::Real, z::Complex) = isequal(x, real(z)) & isequal(zero(x), imag(z))

## arithmetic ##

conj(z::Complex) = Complex(real(z), -imag(z))
conj(x::Real) = x
abs(z::Complex) = hypot(real(z), imag(z))
abs2(z::Complex) = real(z) * real(z) + imag(z) * imag(z)
angle(z::Complex) = atan(imag(z), real(z))
angle(x::Real) = atan(zero(x), x)
flipsign(z::Complex, x::Real) = signbit(x) ? -z : z

+(z::Complex) = Complex(+real(z), +imag(z))
-(z::Complex) = Complex(-real(z), -imag(z))
+(z::Complex, w::Complex) = Complex(real(z) + real(w), imag(z) + imag(w))
-(z::Complex, w::Complex) = Complex(real(z) - real(w), imag(z) - imag(w))
*(z::Complex, w::Complex) = Complex(real(z) * real(w) - imag(z) * imag(w),
                                    real(z) * imag(w) + imag(z) * real(w))

+(x::Real, z::Complex) = Complex(x + real(z), imag(z))
+(z::Complex, x::Real) = Complex(x + real(z), imag(z))
# x - z negates imag(z) in the type of the real part, so 1 - im is 1 - 1im
# with an Int64 imaginary part, not a Bool negated.
function -(x::Real, z::Complex)
    re = x - real(z)
    return Complex(re, -oftype(re, imag(z)))
end
-(z::Complex, x::Real) = Complex(real(z) - x, imag(z))
*(x::Real, z::Complex) = Complex(x * real(z), x * imag(z))
*(z::Complex, x::Real) = Complex(x * real(z), x * imag(z))

/(z::Complex, x::Real) = Complex(real(z) / x, imag(z) / x)
/(x::Real, z::Complex) = x * inv(convert(promote_type(typeof(x), typeof(z)), z))

# Division of two complex numbers of one type: Smith's algorithm, which
# scales by the larger part of the divisor.
function /(a::Complex{T}, b::Complex{T}) where {T<:Real}
    are = real(a); aim = imag(a); bre = real(b); bim = imag(b)
    if isinf(bre) | isinf(bim)
        if isfinite(a)
            return complex(zero(T) * sign(are) * sign(bre), -zero(T) * sign(aim) * sign(bim))
        end
        return Complex(T(NaN), T(NaN))
    end
    if abs(bre) <= abs(bim)
        r = bre / bim
        den = bim + r * bre
        return Complex((are * r + aim) / den, (aim * r - are) / den)
    end
    r = bim / bre
    den = bre + r * bim
    return Complex((are + aim * r) / den, (aim - are * r) / den)
end

# Float32 divides in Float64, where nothing overflows, then rounds back.
function /(z::ComplexF32, w::ComplexF32)
    c = Float64(real(w)); d = Float64(imag(w))
    a = Float64(real(z)); b = Float64(imag(z))
    if isinf(c) | isinf(d)
        if isfinite(z)
            return complex(zero(Float32) * sign(real(z)) * sign(real(w)), -zero(Float32) * sign(imag(z)) * sign(imag(w)))
        end
        return Complex(NaN32, NaN32)
    end
    mag = inv(muladd(c, c, d * d))
    return Complex(Float32(muladd(a, c, b * d) * mag), Float32(muladd(b, c, -a * d) * mag))
end

# Float64: the robust algorithm of Baudin and Smith (arXiv:1210.4539), which
# rescales operands near overflow or underflow.
function /(z::ComplexF64, w::ComplexF64)
    a = real(z); b = imag(z); c = real(w); d = imag(w)
    absa = abs(a); absb = abs(b)
    ab = absa >= absb ? absa : absb
    absc = abs(c); absd = abs(d)
    cd = absc >= absd ? absc : absd
    if isinf(c) | isinf(d)
        isfinite(z) && return complex(0.0 * sign(a) * sign(c), -0.0 * sign(b) * sign(d))
        return Complex(NaN, NaN)
    end
    halfov = 0.5 * floatmax(Float64)
    twounϵ = floatmin(Float64) * 2.0 / eps(Float64)
    if (ab >= halfov) | (ab <= twounϵ) | (cd >= halfov) | (cd <= twounϵ)
        bs = 2.0 / (eps(Float64) * eps(Float64))
        s = 1.0
        if ab >= halfov
            a *= 0.5; b *= 0.5; s *= 2.0
        elseif ab <= twounϵ
            a *= bs; b *= bs; s /= bs
        end
        if cd >= halfov
            c *= 0.5; d *= 0.5; s *= 0.5
        elseif cd <= twounϵ
            c *= bs; d *= bs; s *= bs
        end
        p, q = cdiv(a, b, c, d)
        return ComplexF64(p * s, q * s)
    end
    p, q = cdiv(a, b, c, d)
    return ComplexF64(p, q)
end
function cdiv(a::Float64, b::Float64, c::Float64, d::Float64)
    if abs(d) <= abs(c)
        return robust_cdiv1(a, b, c, d)
    end
    p, q = robust_cdiv1(b, a, d, c)
    return (p, -q)
end
function robust_cdiv1(a::Float64, b::Float64, c::Float64, d::Float64)
    r = d / c
    t = 1.0 / (c + d * r)
    return (robust_cdiv2(a, b, c, d, r, t), robust_cdiv2(b, -a, c, d, r, t))
end
function robust_cdiv2(a::Float64, b::Float64, c::Float64, d::Float64, r::Float64, t::Float64)
    if r != 0.0
        br = b * r
        return br != 0.0 ? (a + br) * t : a * t + (b * t) * r
    end
    return (a + d * (b / c)) * t
end

function inv(z::Complex)
    c = real(z); d = imag(z)
    (isinf(c) | isinf(d)) && return complex(copysign(zero(c), c), flipsign(-zero(d), d))
    return complex(c, -d) / (c * c + d * d)
end
inv(z::Complex{T}) where {T<:Integer} = inv(float(z))
function inv(z::ComplexF32)
    c = Float64(real(z)); d = Float64(imag(z))
    (isinf(c) | isinf(d)) && return complex(copysign(zero(Float32), real(z)), flipsign(-zero(Float32), imag(z)))
    mag = inv(muladd(c, c, d * d))
    return Complex(Float32(c * mag), Float32(-d * mag))
end
# Float64: conj(w) / |w|^2 where |w|^2 cannot overflow; rescaled otherwise.
function inv(w::ComplexF64)
    c = real(w); d = imag(w)
    absc = abs(c); absd = abs(d)
    cd = absc > absd ? absc : absd
    dc = absc > absd ? absd : absc
    if (sqrt(floatmin(Float64) / 2.0) <= cd) & (cd <= sqrt(floatmax(Float64) / 2.0))
        return conj(w) / muladd(cd, cd, dc * dc)
    end
    (isinf(c) | isinf(d)) && return complex(copysign(0.0, c), flipsign(-0.0, d))
    ϵ = eps(Float64)
    bs = 2.0 / (ϵ * ϵ)
    s = 1.0
    if cd >= floatmax(Float64) / 2.0
        c *= 0.5; d *= 0.5; s = 0.5
    elseif cd <= 2.0 * floatmin(Float64) / ϵ
        c *= bs; d *= bs; s = bs
    end
    if absd <= absc
        p, q = robust_cinv(c, d)
        return ComplexF64(p * s, q * s)
    end
    q, p = robust_cinv(-d, -c)
    return ComplexF64(p * s, q * s)
end
function robust_cinv(c::Float64, d::Float64)
    r = d / c
    z = muladd(d, r, c)
    return (1.0 / z, -r / z)
end

# Integer powers by repeated squaring; a float base takes negative powers
# through its inverse, an integer base throws (as an integer does).
^(z::Complex, n::Bool) = n ? z : one(z)
^(z::Complex{T}, n::Integer) where {T<:AbstractFloat} =
    n >= 0 ? power_by_squaring(z, n) : power_by_squaring(inv(z), -n)
^(z::Complex{T}, n::Integer) where {T<:Integer} = power_by_squaring(z, n)

# Any other power: z^p = |z|^p e^(ip arg z) in polar form, with Julia's
# special cases (_cpow): a power that is an integer goes by squaring, a real
# base keeps the result real where it is and its zeros signed, a negative
# real base turns by cospi/sinpi of the power.
^(z::Complex{T}, p::Complex{T}) where {T<:Real} = complex_pow(z, p)
^(z::Complex{T}, p::T) where {T<:Real} = complex_pow(z, p)
^(z::T, p::Complex{T}) where {T<:Real} = complex_pow(z, p)
^(z::Complex{T}, p::S) where {T<:Real, S<:Real} = complex_pow(Complex{promote_type(T, S)}(z), promote_type(T, S)(p))
^(z::T, p::Complex{S}) where {T<:Real, S<:Real} = complex_pow(promote_type(T, S)(z), Complex{promote_type(T, S)}(p))

function complex_pow(z0, p0)
    z = float(z0)
    p = float(p0)
    F = typeof(real(z))
    nan = Complex(F(NaN), F(NaN))
    if isreal(p)
        pr = real(p)
        if isinteger(pr) && abs(pr) < 2147483647
            # z^0 is 1 with its imaginary zero signed by z's and p's
            iszero(pr) && return Complex(one(F), flipsign(copysign(zero(F), pr), imag(z)))
            n = Int64(pr)
            isreal(z) || return n < 0 ? power_by_squaring(inv(z), -n) : power_by_squaring(z, n)
            zr = real(z)
            n < 0 && iszero(z) && return nan
            re = n < 0 ? power_by_squaring(inv(zr), -n) : power_by_squaring(zr, n)
            im = n < 0 ? -imag(z) : imag(z)
            return Complex(re, iseven(n) & signbit(zr) ? -im : im)
        elseif isreal(z)
            zr = real(z)
            iszero(zr) && return pr > 0 ? complex(z) : nan
            zr > 0 && return Complex(zr^pr, z isa Real ? (zr < 1 ? -imag(p) : imag(p)) : flipsign(imag(z), pr))
            r = (-zr)^pr
            isfinite(pr) || return iszero(r) ? zero(Complex{F}) : nan
            s, c = sincospi(pr)
            return r * complex(c, flipsign(s, imag(z)))
        end
        rp = abs(z)^pr
        phi = pr * angle(z)
    elseif isreal(z)
        iszero(z) && return real(p) > 0 ? complex(z) : nan
        zr = real(z)
        pr, pim = reim(p)
        if zr > 0
            rp = zr^pr
            phi = pim * log(zr)
        else
            theta = copysign(F(pi), imag(z))
            rp = (-zr)^pr * exp(-pim * theta)
            phi = pr * theta + pim * log(-zr)
        end
    else
        pr, pim = reim(p)
        r = abs(z)
        theta = angle(z)
        rp = r^pr * exp(-pim * theta)
        phi = pr * theta + pim * log(r)
    end
    isfinite(phi) && return rp * cis(phi)
    return iszero(rp) ? zero(Complex{F}) : nan
end

## elementary functions ##

function exp(z::Complex)
    zr = real(z); zi = imag(z)
    if isnan(zr)
        return Complex(zr, zi == 0 ? zi : zr)
    elseif !isfinite(zi)
        zr == Inf && return Complex(-zr, oftype(zr, NaN))
        zr == -Inf && return Complex(-zero(zr), copysign(zero(zi), zi))
        return Complex(oftype(zr, NaN), oftype(zi, NaN))
    end
    er = exp(zr)
    iszero(zi) && return Complex(er, zi)
    s, c = sincos(zi)
    return Complex(er * c, er * s)
end

# The trigonometric and hyperbolic functions by their real and imaginary
# parts (sin(x+iy) = sin x cosh y + i cos x sinh y, ...), with Julia's values
# where a part is zero, infinite or NaN; sinh, cosh and tan by the identities
# sinh(z) = -i sin(iz), cosh(z) = cos(iz), tan(z) = -i tanh(iz).
function sin(z::Complex)
    x, y = reim(float(z))
    F = typeof(x)
    x == 0 && return Complex(x, sinh(y))
    if !isfinite(x)
        return Complex(F(NaN), y == 0 || isinf(y) ? y : F(NaN))
    end
    s, c = sincos(x)
    return Complex(s * cosh(y), c * sinh(y))
end
function cos(z::Complex)
    x, y = reim(float(z))
    F = typeof(x)
    x == 0 && return Complex(cosh(y), isnan(y) ? x : -flipsign(x, y))
    if !isfinite(x)
        y == 0 && return Complex(F(NaN), isnan(x) ? zero(F) : -flipsign(y, x))
        return isinf(y) ? Complex(F(Inf), F(NaN)) : Complex(F(NaN), F(NaN))
    end
    s, c = sincos(x)
    return Complex(c * cosh(y), -s * sinh(y))
end
function sinh(z::Complex)
    w = sin(Complex(imag(z), real(z)))
    return Complex(imag(w), real(w))
end
cosh(z::Complex) = cos(Complex(imag(z), -real(z)))
function tan(z::Complex)
    w = tanh(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end
# tanh(x+iy) = (sinh x cosh x (1 + tan^2 y) + i tan y) / (1 + (1 + tan^2 y) sinh^2 x),
# and ±1 where cosh x would overflow (Kahan's form, as Julia's).
function tanh(z::Complex)
    x, y = reim(float(z))
    F = typeof(x)
    isnan(x) && y == 0 && return Complex(x, y)
    if 4 * abs(x) > asinh(prevfloat(typemax(F)))
        return Complex(copysign(one(F), x), copysign(zero(F), y * (isfinite(y) ? sin(2 * abs(y)) : one(y))))
    end
    t = tan(y)
    b = 1 + t * t
    s = sinh(x)
    r = sqrt(1 + s * s)
    isinf(t) && return Complex(r / s, 1 / t)
    return Complex(b * r * s, t) / (1 + b * s * s)
end

# The inverse functions by Kahan's formulas (as Julia's): asin and acos from
# the square roots of 1 - z and 1 + z, which keep the branch cuts' signed
# zeros; atan, asinh by the identities atan(z) = -i atanh(iz),
# asinh(z) = -i asin(iz); atanh scaled against overflow.
function asin(z::Complex)
    z = float(z)
    x, y = reim(z)
    F = typeof(x)
    isinf(x) && isinf(y) && return Complex(copysign(F(pi) / 4, x), y)
    isnan(y) && isinf(x) && return Complex(y, F(Inf))
    re = x == 0 ? x : !isfinite(x) ? F(pi) / 2 * sign(x) : atan(x, real(sqrt(1 - z) * sqrt(1 + z)))
    im = asinh(copysign(imag(sqrt(conj(1 - z)) * sqrt(1 + z)), y))
    return Complex(re, im)
end
function acos(z::Complex)
    z = float(z)
    x, y = reim(z)
    F = typeof(x)
    if isnan(x)
        return isinf(y) ? Complex(x, -y) : Complex(x, x)
    elseif isnan(y)
        return isinf(x) ? Complex(y, abs(x)) : x == 0 ? Complex(F(pi) / 2, y) : Complex(y, y)
    elseif x == 0 && y == 0
        return Complex(F(pi) / 2, -y)
    elseif x == Inf && y === zero(F)
        return Complex(y, -x)
    elseif x == -Inf && y === -zero(F)
        return Complex(F(pi), -x)
    end
    re = 2 * atan(real(sqrt(1 - z)), real(sqrt(1 + z)))
    im = asinh(imag(sqrt(conj(1 + z)) * sqrt(1 - z)))
    isinf(x) && isinf(y) && (re -= F(pi) / 4 * sign(x))
    return Complex(re, im)
end
function atan(z::Complex)
    w = atanh(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end
function asinh(z::Complex)
    w = asin(Complex(-imag(z), real(z)))
    return Complex(imag(w), -real(w))
end
function acosh(z::Complex)
    z = float(z)
    x, y = reim(z)
    F = typeof(x)
    if isnan(x) || isnan(y)
        return isinf(x) || isinf(y) ? Complex(F(Inf), F(NaN)) : Complex(F(NaN), F(NaN))
    elseif x == -Inf && y === -zero(F)
        return Complex(F(Inf), -F(pi))
    end
    re = asinh(real(sqrt(conj(z - 1)) * sqrt(z + 1)))
    im = 2 * atan(imag(sqrt(z - 1)), real(sqrt(z + 1)))
    isinf(x) && isinf(y) && (im -= F(pi) / 4 * sign(y) * sign(x))
    return Complex(re, im)
end
function atanh(z::Complex)
    z = float(z)
    F = typeof(real(z))
    huge = sqrt(prevfloat(typemax(F))) / 4    # past it, 1/z gives the real part
    small = 1 / huge
    x, y = reim(z)
    if abs(x) > huge || abs(y) > huge
        if isnan(y)
            return Complex(isinf(x) ? copysign(zero(x), x) : real(1 / z), y)
        end
        isinf(y) && return Complex(copysign(zero(x), x), copysign(F(pi) / 2, y))
        return Complex(real(1 / z), copysign(F(pi) / 2, y))
    end
    s = copysign(one(F), x)                   # atanh is odd: work with x >= 0
    x, y = s * x, s * y
    if x == 1
        if y == 0
            re, im = F(Inf), y
        else
            ym = abs(y) + small
            re = log(sqrt(sqrt(4 + y * y)) / sqrt(ym))
            im = copysign(F(pi) / 2 + atan(ym / 2), y) / 2
        end
    else
        ysq = (abs(y) + small)^2
        re = x == 0 ? x : log1p(4x / ((1 - x)^2 + ysq)) / 4
        im = angle(Complex((1 - x) * (1 + x) - ysq, 2y)) / 2
    end
    return s * Complex(re, im)
end
log2(z::Complex) = (w = log(z); w / log(oftype(real(w), 2)))
log10(z::Complex) = (w = log(z); w / log(oftype(real(w), 10)))
# Each part rounded on its own, the imaginary one by its own mode if given.
round(z::Complex, rr::RoundingMode=RoundNearest, ri::RoundingMode=rr; kwargs...) =
    Complex(round(real(z), rr; kwargs...), round(imag(z), ri; kwargs...))

function cis(x::Real)
    s, c = sincos(x)
    return Complex(c, s)
end

# x^2 + y^2 as rho * 2^(2k), scaled so that it neither overflows nor underflows.
function ssqs(x::T, y::T) where {T<:AbstractFloat}
    k = 0
    ρ = x * x + y * y
    if !isfinite(ρ) && (isinf(x) || isinf(y))
        ρ = convert(T, Inf)
    elseif isinf(ρ) || (ρ == 0 && (x != 0 || y != 0)) || ρ < nextfloat(zero(T)) / (2 * eps(T)^2)
        m = max(abs(x), abs(y))
        k = m == 0 ? 0 : exponent(m)
        xk = ldexp(x, -k)
        yk = ldexp(y, -k)
        ρ = xk * xk + yk * yk
    end
    return (ρ, k)
end

# Kahan's square root: sqrt((|z| + |x|) / 2) computed without over/underflow,
# the other part from it; the branch cut follows the sign of imag(z).
sqrt(z::Complex) = complex_sqrt(float(z))
function complex_sqrt(z::Complex{T}) where {T<:AbstractFloat}
    x = real(z); y = imag(z)
    (x == 0) & (y == 0) && return Complex(zero(x), y)
    ρ, k = ssqs(x, y)
    if isfinite(x)
        ρ = ldexp(abs(x), -k) + sqrt(ρ)
    end
    if isodd(k)
        k = div(k - 1, 2)
    else
        k = div(k, 2) - 1
        ρ += ρ
    end
    ρ = ldexp(sqrt(ρ), k)
    ξ = ρ
    η = y
    if ρ != 0
        isfinite(η) && (η = (η / ρ) / 2)
        if x < 0
            ξ = abs(η)
            η = copysign(ρ, y)
        end
    end
    return Complex(ξ, η)
end

log(z::Complex) = complex_log(float(z))
function complex_log(z::Complex{T}) where {T<:AbstractFloat}
    x = real(z); y = imag(z)
    ρ, k = ssqs(x, y)
    ax = abs(x); ay = abs(y)
    θ = ax < ay ? ax : ay
    β = ax < ay ? ay : ax
    if (k == 0) && (0.5 < β * β) && ((β <= T(1.25)) || (ρ < T(3)))
        ρρ = log1p((β - 1) * (β + 1) + θ * θ) / 2
    else
        ρρ = log(ρ) / 2 + k * log(T(2))
    end
    return Complex(ρρ, angle(z))
end

## printing ##

# 1 + 2im, 1.0 - 2.5im, 1.0 + NaN*im: the sign goes between the parts
# (without spaces in a :compact context: 1.0-2.5im), and "*" separates im
# from a part that is not a plain number.
function show(io::IO, z::Complex)
    r = real(z)
    i = imag(z)
    compact = get(io, :compact, false)
    show(io, r)
    if signbit(i) && !isnan(i)
        print(io, compact ? "-" : " - ")
        show_negated(io, i)
    else
        print(io, compact ? "+" : " + ")
        show(io, i)
    end
    if !((isa(i, Integer) && !isa(i, Bool)) || (isa(i, AbstractFloat) && isfinite(i)))
        print(io, '*')
    end
    print(io, "im")
end
show(io::IO, z::Complex{Bool}) = z == im ? print(io, "im") : print(io, "Complex(", z.re, ',', z.im, ')')

# -x, also for typemin of a signed type (whose magnitude is its unsigned bits).
show_negated(io::IO, x) = show(io, -x)
show_negated(io::IO, x::BitSigned) = x == typemin(x) ? print(io, unsigned(x)) : show(io, -x)
