# float.jl — IEEE floating point, Float64 and Float32. The C compiler is told
# -ffp-contract=off, so every operation rounds exactly as Julia's does.

const IEEEFloat = Union{Float32, Float64}

## arithmetic ##

+(x::T, y::T) where {T<:IEEEFloat} = add_float(x, y)
-(x::T, y::T) where {T<:IEEEFloat} = sub_float(x, y)
*(x::T, y::T) where {T<:IEEEFloat} = mul_float(x, y)
/(x::T, y::T) where {T<:IEEEFloat} = div_float(x, y)
-(x::IEEEFloat) = neg_float(x)
# fma rounds once; muladd may or may not (here it rounds twice, as without FMA).
fma(x::T, y::T, z::T) where {T<:IEEEFloat} = fma_float(x, y, z)
muladd(x::T, y::T, z::T) where {T<:IEEEFloat} = muladd_float(x, y, z)
muladd(x::Number, y::Number, z::Number) = x * y + z

# Integers divide as floats, without promoting first.
/(x::Integer, y::Integer) = float(x) / float(y)
inv(x::Integer) = float(one(x)) / float(x)
inv(x::AbstractFloat) = one(x) / x

## comparisons ##

==(x::T, y::T) where {T<:IEEEFloat} = eq_float(x, y)
!=(x::T, y::T) where {T<:IEEEFloat} = ne_float(x, y)
<(x::T, y::T) where {T<:IEEEFloat} = lt_float(x, y)
<=(x::T, y::T) where {T<:IEEEFloat} = le_float(x, y)

# isequal and isless order NaN last and -0.0 before 0.0.
isequal(x::T, y::T) where {T<:IEEEFloat} = (x == y) ? (signbit(x) == signbit(y)) : (isnan(x) & isnan(y))
function isless(x::T, y::T) where {T<:IEEEFloat}
    (isnan(x) | isnan(y)) && return !isnan(x)
    return (x < y) | ((x == y) & signbit(x) & !signbit(y))
end
isequal(x, y) = x == y
isless(x::Real, y::Real) = x < y

# Int64, UInt64, Int128 and UInt128 against a float, exactly (Julia's float.jl): the integer
# is rounded to the float's type, and a tie is settled by converting back.
function ==(x::Tf, y::Ti) where {Tf<:IEEEFloat, Ti<:Union{Int64, UInt64, Int128, UInt128}}
    fy = Tf(y)
    return (x == fy) && (fy != Tf(typemax(Ti))) && (y == unsafe_trunc(Ti, fy))
end
==(y::Ti, x::Tf) where {Tf<:IEEEFloat, Ti<:Union{Int64, UInt64, Int128, UInt128}} = x == y
function <(x::Ti, y::Tf) where {Tf<:IEEEFloat, Ti<:Union{Int64, UInt64, Int128, UInt128}}
    fx = Tf(x)
    return (fx < y) || ((fx == y) && ((fx == Tf(typemax(Ti))) || (x < unsafe_trunc(Ti, fx))))
end
function <=(x::Ti, y::Tf) where {Tf<:IEEEFloat, Ti<:Union{Int64, UInt64, Int128, UInt128}}
    fx = Tf(x)
    return (fx < y) || ((fx == y) && ((fx == Tf(typemax(Ti))) || (x <= unsafe_trunc(Ti, fx))))
end
function <(x::Tf, y::Ti) where {Tf<:IEEEFloat, Ti<:Union{Int64, UInt64, Int128, UInt128}}
    fy = Tf(y)
    return (x < fy) || ((x == fy) && (fy < Tf(typemax(Ti))) && (unsafe_trunc(Ti, fy) < y))
end
function <=(x::Tf, y::Ti) where {Tf<:IEEEFloat, Ti<:Union{Int64, UInt64, Int128, UInt128}}
    fy = Tf(y)
    return (x < fy) || ((x == fy) && (fy < Tf(typemax(Ti))) && (unsafe_trunc(Ti, fy) <= y))
end
# Int32 and UInt32 against a Float32 compare as Float64, which holds both exactly.
==(x::Float32, y::Union{Int32, UInt32}) = Float64(x) == Float64(y)
==(x::Union{Int32, UInt32}, y::Float32) = Float64(x) == Float64(y)
<(x::Float32, y::Union{Int32, UInt32}) = Float64(x) < Float64(y)
<(x::Union{Int32, UInt32}, y::Float32) = Float64(x) < Float64(y)
<=(x::Float32, y::Union{Int32, UInt32}) = Float64(x) <= Float64(y)
<=(x::Union{Int32, UInt32}, y::Float32) = Float64(x) <= Float64(y)

## constants and traits ##

const Inf64 = bitcast(Float64, 0x7ff0000000000000)
const NaN64 = bitcast(Float64, 0x7ff8000000000000)
const Inf = Inf64
const NaN = NaN64
const Inf32 = bitcast(Float32, 0x7f800000)
const NaN32 = bitcast(Float32, 0x7fc00000)

zero(::Type{Float64}) = 0.0
one(::Type{Float64}) = 1.0
zero(::Type{Float32}) = bitcast(Float32, 0x00000000)
one(::Type{Float32}) = bitcast(Float32, 0x3f800000)
typemin(::Type{Float64}) = -Inf64
typemax(::Type{Float64}) = Inf64
typemin(::Type{Float32}) = -Inf32
typemax(::Type{Float32}) = Inf32
floatmin(::Type{Float64}) = bitcast(Float64, 0x0010000000000000)
floatmax(::Type{Float64}) = bitcast(Float64, 0x7fefffffffffffff)
floatmin(::Type{Float32}) = bitcast(Float32, 0x00800000)
floatmax(::Type{Float32}) = bitcast(Float32, 0x7f7fffff)
floatmin(x::T) where {T<:AbstractFloat} = floatmin(T)
floatmin() = floatmin(Float64)
floatmax() = floatmax(Float64)
floatmax(x::T) where {T<:AbstractFloat} = floatmax(T)
maxintfloat(::Type{Float64}) = 9007199254740992.0
maxintfloat(::Type{Float32}) = Float32(16777216.0)
maxintfloat(x::T) where {T<:AbstractFloat} = maxintfloat(T)
maxintfloat() = maxintfloat(Float64)

uinttype(::Type{Float64}) = UInt64
uinttype(::Type{Float32}) = UInt32
inttype(::Type{Float64}) = Int64
inttype(::Type{Float32}) = Int32
uinttype(::Type{Float16}) = UInt16
inttype(::Type{Float16}) = Int16
sign_mask(::Type{Float64}) = 0x8000000000000000
exponent_mask(::Type{Float64}) = 0x7ff0000000000000
significand_mask(::Type{Float64}) = 0x000fffffffffffff
sign_mask(::Type{Float32}) = 0x80000000
exponent_mask(::Type{Float32}) = 0x7f800000
significand_mask(::Type{Float32}) = 0x007fffff
sign_mask(::Type{Float16}) = 0x8000
exponent_mask(::Type{Float16}) = 0x7c00
significand_mask(::Type{Float16}) = 0x03ff
precision(::Type{Float64}) = 53
precision(::Type{Float32}) = 24
precision(x::T) where {T<:AbstractFloat} = precision(T)

# eps(x): the distance from x to the next float of the same magnitude;
# toggling the last significand bit reaches a neighbour at that distance.
eps(::Type{Float64}) = bitcast(Float64, 0x3cb0000000000000)
eps(::Type{Float32}) = bitcast(Float32, 0x34000000)
eps() = eps(Float64)
function eps(x::T) where {T<:IEEEFloat}
    y = bitcast(T, xor(bitcast(uinttype(T), x), one(uinttype(T))))
    return abs(x - y)
end

## classification ##

isnan(x::AbstractFloat) = x != x
isfinite(x::AbstractFloat) = !isnan(x - x)
isinf(x::AbstractFloat) = !isnan(x) & !isfinite(x)
isinteger(x::AbstractFloat) = x - trunc(x) == zero(x)
signbit(x::Float64) = slt_int(bitcast(Int64, x), 0)
signbit(x::Float32) = slt_int(bitcast(Int32, x), bitcast(Int32, 0x00000000))
function issubnormal(x::T) where {T<:IEEEFloat}
    y = bitcast(uinttype(T), x)
    return ((y & exponent_mask(T)) == zero(y)) & ((y & significand_mask(T)) != zero(y))
end
iseven(x::AbstractFloat) = isinteger(x) && (abs(x) > maxintfloat(x) || iseven(Int64(x)))
isodd(x::AbstractFloat) = isinteger(x) && abs(x) <= maxintfloat(x) && isodd(Int64(x))

## signs ##

abs(x::IEEEFloat) = abs_float(x)
copysign(x::Float64, y::Float64) = copysign_float(x, y)
copysign(x::Float32, y::Float32) = copysign_float(x, y)
copysign(x::Float64, y::Real) = copysign(x, Float64(y))
copysign(x::Float32, y::Real) = copysign(x, Float32(y))
flipsign(x::Float64, y::Float64) = bitcast(Float64, xor(bitcast(UInt64, x), bitcast(UInt64, y) & sign_mask(Float64)))
flipsign(x::Float32, y::Float32) = bitcast(Float32, xor(bitcast(UInt32, x), bitcast(UInt32, y) & sign_mask(Float32)))
flipsign(x::Float64, y::Real) = flipsign(x, Float64(y))
flipsign(x::Float32, y::Real) = flipsign(x, Float32(y))
flipsign(x::Real, y::Real) = signbit(y) ? -x : +x
copysign(x::Real, y::Real) = signbit(x) != signbit(y) ? -x : +x
# sign keeps the zero's sign and NaN: sign(-0.0) is -0.0.
sign(x::AbstractFloat) = x < zero(x) ? -one(x) : x > zero(x) ? one(x) : x

## rounding ##

# round (to nearest, ties to even: round(2.5) == 2.0), floor, ceil and trunc
# of a float, with or without digits=: rounding.jl.

## conversions ##

Float64(x::Float64) = x
Float64(x::Float32) = fpext(Float64, x)
Float64(x::BitSigned) = sitofp(Float64, x)
Float64(x::Union{BitUnsigned, Bool}) = uitofp(Float64, x)
Float32(x::Float32) = x
Float32(x::Float64) = fptrunc(Float32, x)
Float32(x::BitSigned) = sitofp(Float32, x)
Float32(x::Union{BitUnsigned, Bool}) = uitofp(Float32, x)
AbstractFloat(x::Integer) = Float64(x)
AbstractFloat(x::AbstractFloat) = x
float(x::Integer) = Float64(x)
float(x::AbstractFloat) = x
float(::Type{T}) where {T<:Integer} = Float64
float(::Type{T}) where {T<:AbstractFloat} = T

unsafe_trunc(::Type{T}, x::IEEEFloat) where {T<:BitSigned} = fptosi(T, x)
# (To unsigned through Int64: the compiler's fptoui does not take a float yet.)
function unsafe_trunc(::Type{T}, x::IEEEFloat) where {T<:BitUnsigned}
    fx = Float64(x)
    fx < 9.223372036854775808e18 && return fptosi(Int64, fx) % T
    return (fptosi(Int64, fx - 9.223372036854775808e18) % UInt64 + 0x8000000000000000) % T
end
function unsafe_trunc(::Type{UInt128}, x::IEEEFloat)
    fx = Float64(x)
    fx < 1.7014118346046923e38 && return fptosi(Int128, fx) % UInt128    # 2^127
    return (fptosi(Int128, fx - 1.7014118346046923e38) % UInt128) | typemin(Int128) % UInt128
end

# The integers of T lie in [float_lo(T), float_hi(T)) (both exact floats).
float_lo(::Type{T}) where {T<:BitInteger} = Float64(typemin(T))
float_hi(::Type{T}) where {T<:BitSigned} = -Float64(typemin(T))
float_hi(::Type{T}) where {T<:BitUnsigned} = 2.0 * (Float64(typemax(T) >> 0x01) + 1.0)

# T(x) must be exact: Int8(200.0) is an InexactError, shown as Int8(200.0).
function float_to_int(::Type{T}, x::IEEEFloat) where {T<:BitInteger}
    fx = Float64(x)
    if (float_lo(T) <= fx) & (fx < float_hi(T)) & isinteger(fx)
        return unsafe_trunc(T, x)
    end
    throw_inexacterror(typename_sym(T), T, x)
end
Int8(x::IEEEFloat) = float_to_int(Int8, x)
Int16(x::IEEEFloat) = float_to_int(Int16, x)
Int32(x::IEEEFloat) = float_to_int(Int32, x)
Int64(x::IEEEFloat) = float_to_int(Int64, x)
UInt8(x::IEEEFloat) = float_to_int(UInt8, x)
UInt16(x::IEEEFloat) = float_to_int(UInt16, x)
UInt32(x::IEEEFloat) = float_to_int(UInt32, x)
UInt64(x::IEEEFloat) = float_to_int(UInt64, x)
Int128(x::IEEEFloat) = float_to_int(Int128, x)
UInt128(x::IEEEFloat) = float_to_int(UInt128, x)
Signed(x::AbstractFloat) = Int64(x)
Unsigned(x::AbstractFloat) = UInt64(x)
Integer(x::AbstractFloat) = Int64(x)

# trunc(T, x) drops the fraction; the result must fit: InexactError: trunc(Int64, 1.0e20)
function trunc(::Type{T}, x::IEEEFloat) where {T<:BitInteger}
    t = Float64(trunc(x))
    if (float_lo(T) <= t) & (t < float_hi(T))
        return unsafe_trunc(T, x)
    end
    throw_inexacterror(:trunc, T, x)
end
floor(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = trunc(T, floor(x))
ceil(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = trunc(T, ceil(x))
round(::Type{T}, x::IEEEFloat) where {T<:BitInteger} = trunc(T, round(x))
trunc(::Type{Bool}, x::AbstractFloat) = (-1 < x < 2) ? 1 <= x : throw_inexacterror(:trunc, Bool, x)
floor(::Type{Bool}, x::AbstractFloat) = (0 <= x < 2) ? 1 <= x : throw_inexacterror(:floor, Bool, x)
ceil(::Type{Bool}, x::AbstractFloat) = (-1 < x <= 1) ? 0 < x : throw_inexacterror(:ceil, Bool, x)
round(::Type{Bool}, x::AbstractFloat) = (-0.5 <= x < 1.5) ? 0.5 < x : throw_inexacterror(:round, Bool, x)
round(::Type{T}, x::T) where {T<:AbstractFloat} = round(x)
trunc(::Type{T}, x::T) where {T<:AbstractFloat} = trunc(x)
floor(::Type{T}, x::T) where {T<:AbstractFloat} = floor(x)
ceil(::Type{T}, x::T) where {T<:AbstractFloat} = ceil(x)

## neighbours ##

# nextfloat(x, n): n steps up (down for negative n), through zero and up to
# ±Inf; NaN stays NaN. Works on the sign-magnitude bits, as Julia's does.
function nextfloat(f::T, d::Integer) where {T<:Union{IEEEFloat, Float16}}
    isnan(f) && return f
    U = uinttype(T)
    fumax = bitcast(U, T(Inf))
    fi = bitcast(inttype(T), f)
    fneg = fi < zero(fi)
    fu = unsigned(fi & typemax(inttype(T)))
    dneg = d < 0
    da = UInt64(abs(d) % UInt64)
    if da > UInt64(fumax)
        fneg = dneg
        fu = fumax
    else
        du = da % U
        if xor(fneg, dneg)
            if du > fu
                fu = min(fumax, du - fu)
                fneg = !fneg
            else
                fu = fu - du
            end
        else
            if fumax - fu < du
                fu = fumax
            else
                fu = fu + du
            end
        end
    end
    if fneg
        fu = fu | sign_mask(T)
    end
    return bitcast(T, fu)
end
nextfloat(x::AbstractFloat) = nextfloat(x, 1)
prevfloat(x::AbstractFloat, d::Integer) = nextfloat(x, -d)
prevfloat(x::AbstractFloat) = nextfloat(x, -1)

## min and max ##

# min and max propagate NaN and order -0.0 before 0.0, as Julia's do.
min(x::T, y::T) where {T<:IEEEFloat} = isnan(x) | isnan(y) ? x + y : (x < y) | ((x == y) & signbit(x)) ? x : y
max(x::T, y::T) where {T<:IEEEFloat} = isnan(x) | isnan(y) ? x + y : (x > y) | ((x == y) & signbit(y)) ? x : y
minmax(x, y) = (min(x, y), max(x, y))

## remainders ##

rem(x::T, y::T) where {T<:IEEEFloat} = rem_float(x, y)
function mod(x::T, y::T) where {T<:AbstractFloat}
    r = rem(x, y)
    if r == zero(T)
        return copysign(r, y)
    elseif xor(r > zero(T), y > zero(T))
        return r + y
    end
    return r
end
div(x::T, y::T) where {T<:AbstractFloat} = round((x - rem(x, y)) / y)
fld(x::T, y::T) where {T<:AbstractFloat} = round((x - mod(x, y)) / y)
cld(x::T, y::T) where {T<:AbstractFloat} = -fld(-x, y)

## printing ##

# Float32 prints by the shortest digits that read back as the same Float32:
# print(1.5f0) is "1.5", show gives "1.5f0"; a :compact context drops the
# suffix and keeps 6 digits; where the context implies Float32 (typed false)
# show still marks an exponent 'f': Float32[1.0f-5].
write_float32(io::IO, x::Float32, shown::Bool, typed::Bool) =
    ccall(:jlrt_write_float32, Cvoid, (Ptr{Cvoid}, Float32, Bool, Bool, Bool), io.handle, x, shown, typed, get(io, :compact, false))
print(io::IO, x::Float32) = write_float32(io, x, false, false)
show(io::IO, x::Float32) = write_float32(io, x, true, !get(io, :compact, false))
