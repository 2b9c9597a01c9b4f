# float.jl — IEEE floating point. The C compiler is told -ffp-contract=off,
# so every operation rounds exactly as Julia's does.

+(x::Float64, y::Float64) = add_float(x, y)
-(x::Float64, y::Float64) = sub_float(x, y)
*(x::Float64, y::Float64) = mul_float(x, y)
/(x::Float64, y::Float64) = div_float(x, y)
-(x::Float64) = neg_float(x)
==(x::Float64, y::Float64) = eq_float(x, y)
!=(x::Float64, y::Float64) = ne_float(x, y)
<(x::Float64, y::Float64) = lt_float(x, y)
<=(x::Float64, y::Float64) = le_float(x, y)

/(x::Int64, y::Int64) = Float64(x) / Float64(y)

isnan(x::Float64) = x != x
isinf(x::Float64) = !isnan(x) & isnan(x - x)
isfinite(x::Float64) = !isnan(x - x)
signbit(x::Float64) = slt_int(bitcast(Int64, x), 0)
abs(x::Float64) = abs_float(x)
copysign(x::Float64, y::Float64) = copysign_float(x, y)
sqrt(x::Float64) = x < 0.0 ? throw(DomainError(x, "sqrt was called with a negative real argument but will only return a complex result if called with a complex argument. Try sqrt(Complex(x)).")) : sqrt_llvm(x)
floor(x::Float64) = floor_llvm(x)
ceil(x::Float64) = ceil_llvm(x)
trunc(x::Float64) = trunc_llvm(x)
round(x::Float64) = rint_llvm(x)
rem(x::Float64, y::Float64) = rem_float(x, y)
zero(::Type{Float64}) = 0.0
one(::Type{Float64}) = 1.0
typemin(::Type{Float64}) = -Inf
typemax(::Type{Float64}) = Inf

const Inf = 1.0 / 0.0
const NaN = 0.0 / 0.0

# min and max propagate NaN and order -0.0 before 0.0, as Julia's do.
min(x::Float64, y::Float64) = isnan(x) | isnan(y) ? x + y : (x < y) | ((x == y) & signbit(x)) ? x : y
max(x::Float64, y::Float64) = isnan(x) | isnan(y) ? x + y : (x > y) | ((x == y) & signbit(y)) ? x : y

^(x::Float64, y::Float64) = ccall(:pow, Float64, (Float64, Float64), x, y)
^(x::Float64, n::Int64) = ccall(:pow, Float64, (Float64, Float64), x, Float64(n))

Float64(x::Int64) = sitofp(Float64, x)
Float64(x::Float64) = x

# Converting to an integer must be exact: Int64(2.5) is an InexactError.
function Int64(x::Float64)
    if (x >= -9.223372036854775808e18) & (x < 9.223372036854775808e18) & (trunc(x) == x)
        return fptosi(Int64, x)
    end
    throw(InexactError(:Int64, :Int64, string(x)))
end

function Int32(x::Float64)
    if (x > -2147483649.0) & (x < 2147483648.0) & (trunc(x) == x)
        return fptosi(Int32, x)
    end
    throw(InexactError(:Int32, :Int32, string(x)))
end

float(x::Int64) = Float64(x)
float(x::Float64) = x
sqrt(x::Real) = sqrt(float(x))
floor(::Type{T}, x::Float64) where {T<:Integer} = T(floor(x))
ceil(::Type{T}, x::Float64) where {T<:Integer} = T(ceil(x))
trunc(::Type{T}, x::Float64) where {T<:Integer} = T(trunc(x))
round(::Type{T}, x::Float64) where {T<:Integer} = T(round(x))

# The largest integer whose square is at most n.
function isqrt(n::Int64)
    n < 0 && throw(DomainError(n, "isqrt(x) is not defined for negative x."))
    r = Int64(floor(sqrt(Float64(n))))
    while r * r > n
        r -= 1
    end
    while (r + 1) * (r + 1) <= n
        r += 1
    end
    return r
end
