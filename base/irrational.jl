# irrational.jl — the exact constants π and ℯ. An irrational is converted to
# Float64 (or the float it meets) before arithmetic; it compares exactly
# with floats and never equals a finite number (Julia's base/irrationals.jl).
#
# Julia spells them Irrational{:π} and Irrational{:ℯ}; the compiler has no
# Symbol type parameters yet, so each constant is its own singleton type.

abstract type AbstractIrrational <: Real end

struct IrrationalPi <: AbstractIrrational end
struct IrrationalE <: AbstractIrrational end

const π = IrrationalPi()
const pi = π
const ℯ = IrrationalE()

irrational_name(::IrrationalPi) = :π
irrational_name(::IrrationalE) = :ℯ

# The nearest Float64 and Float32, and the neighbour on the other side of
# the exact value (for exact comparisons).
Float64(::IrrationalPi) = bitcast(Float64, 0x400921fb54442d18)   # below π
Float32(::IrrationalPi) = bitcast(Float32, 0x40490fdb)           # above π
Float64(::IrrationalE) = bitcast(Float64, 0x4005bf0a8b145769)    # below ℯ
Float32(::IrrationalE) = bitcast(Float32, 0x402df854)            # below ℯ
float_below(::Type{Float64}, ::IrrationalPi) = Float64(π)
float_above(::Type{Float64}, ::IrrationalPi) = nextfloat(Float64(π))
float_below(::Type{Float32}, ::IrrationalPi) = prevfloat(Float32(π))
float_above(::Type{Float32}, ::IrrationalPi) = Float32(π)
float_below(::Type{Float64}, ::IrrationalE) = Float64(ℯ)
float_above(::Type{Float64}, ::IrrationalE) = nextfloat(Float64(ℯ))
float_below(::Type{Float32}, ::IrrationalE) = Float32(ℯ)
float_above(::Type{Float32}, ::IrrationalE) = nextfloat(Float32(ℯ))

float(x::AbstractIrrational) = Float64(x)
AbstractFloat(x::AbstractIrrational) = Float64(x)
float(::Type{T}) where {T<:AbstractIrrational} = Float64
Complex{T}(x::AbstractIrrational) where {T<:Real} = Complex{T}(T(x))

promote_rule(::Type{T}, ::Type{Float32}) where {T<:AbstractIrrational} = Float32
promote_rule(::Type{T}, ::Type{S}) where {T<:AbstractIrrational, S<:AbstractIrrational} = Float64
promote_rule(::Type{T}, ::Type{S}) where {T<:AbstractIrrational, S<:Real} = promote_type(Float64, S)
promote_rule(::Type{T}, ::Type{Complex{S}}) where {T<:AbstractIrrational, S<:Real} = complex_type(promote_type(Float64, S))

## comparison ##

==(x::T, y::T) where {T<:AbstractIrrational} = true
==(x::AbstractIrrational, y::AbstractIrrational) = false
==(x::AbstractIrrational, y::Real) = false
==(x::Real, y::AbstractIrrational) = false
<(x::T, y::T) where {T<:AbstractIrrational} = false
<(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) < Float64(y)
<=(x::T, y::T) where {T<:AbstractIrrational} = true
<=(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) < Float64(y)
<(x::AbstractIrrational, y::T) where {T<:IEEEFloat} = float_above(T, x) <= y
<(x::T, y::AbstractIrrational) where {T<:IEEEFloat} = x <= float_below(T, y)
<=(x::AbstractIrrational, y::IEEEFloat) = x < y
<=(x::IEEEFloat, y::AbstractIrrational) = x < y

isfinite(::AbstractIrrational) = true
isinteger(::AbstractIrrational) = false
iszero(::AbstractIrrational) = false
isone(::AbstractIrrational) = false
isnan(::AbstractIrrational) = false
isinf(::AbstractIrrational) = false
sign(x::AbstractIrrational) = sign(Float64(x))
signbit(x::AbstractIrrational) = signbit(Float64(x))
zero(::Type{T}) where {T<:AbstractIrrational} = false
one(::Type{T}) where {T<:AbstractIrrational} = true

## arithmetic ##

round(x::AbstractIrrational, r::RoundingMode=RoundNearest; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    round(Float64(x), r; digits=digits, sigdigits=sigdigits, base=base)
trunc(x::AbstractIrrational; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    trunc(Float64(x); digits=digits, sigdigits=sigdigits, base=base)
floor(x::AbstractIrrational; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    floor(Float64(x); digits=digits, sigdigits=sigdigits, base=base)
ceil(x::AbstractIrrational; digits::DigitsKw=nothing, sigdigits::DigitsKw=nothing, base::DigitsKw=nothing) =
    ceil(Float64(x); digits=digits, sigdigits=sigdigits, base=base)
round(::Type{T}, x::AbstractIrrational) where {T<:Integer} = round(T, Float64(x))
trunc(::Type{T}, x::AbstractIrrational) where {T<:Integer} = trunc(T, Float64(x))
floor(::Type{T}, x::AbstractIrrational) where {T<:Integer} = floor(T, Float64(x))
ceil(::Type{T}, x::AbstractIrrational) where {T<:Integer} = ceil(T, Float64(x))

-(x::AbstractIrrational) = -Float64(x)
+(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) + Float64(y)
-(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) - Float64(y)
*(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) * Float64(y)
/(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) / Float64(y)
^(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) ^ Float64(y)
# false is a strong zero, true the identity: true * π is π itself.
*(x::Bool, y::AbstractIrrational) = x ? y : zero(y)
*(x::AbstractIrrational, y::Bool) = y * x
+(x::Bool, y::AbstractIrrational) = x ? 1.0 + y : y
+(x::AbstractIrrational, y::Bool) = y + x
-(x::AbstractIrrational, y::Bool) = y ? x - 1.0 : x
# ℯ^x is exp(x), as in Julia.
^(::IrrationalE, x::Number) = exp(x)
^(::IrrationalE, x::Integer) = exp(x)

# sin(π) and tan(π) are exactly zero, unlike sin(Float64(π)).
sin(::IrrationalPi) = 0.0
tan(::IrrationalPi) = 0.0
sincos(::IrrationalPi) = (0.0, -1.0)

## printing ##

show(io::IO, x::AbstractIrrational) = print(io, irrational_name(x))
# display(π), as the REPL shows it: the name and the first digits
function display(x::AbstractIrrational)
    s = string(Float64(x))
    println(irrational_name(x), " = ", s[1:min(lastindex(s), 15)], "...")
end
