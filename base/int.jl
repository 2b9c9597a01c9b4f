# int.jl — machine integers.

const BitSigned = Union{Int8, Int16, Int32, Int64}
const BitUnsigned = Union{UInt8, UInt16, UInt32, UInt64}
const BitInteger = Union{BitSigned, BitUnsigned}

+(x::T, y::T) where {T<:BitInteger} = add_int(x, y)
-(x::T, y::T) where {T<:BitInteger} = sub_int(x, y)
*(x::T, y::T) where {T<:BitInteger} = mul_int(x, y)
-(x::T) where {T<:BitInteger} = neg_int(x)
~(x::T) where {T<:BitInteger} = not_int(x)
&(x::T, y::T) where {T<:BitInteger} = and_int(x, y)
|(x::T, y::T) where {T<:BitInteger} = or_int(x, y)
xor(x::T, y::T) where {T<:BitInteger} = xor_int(x, y)
⊻(x, y) = xor(x, y)

==(x::T, y::T) where {T<:BitInteger} = eq_int(x, y)
<(x::T, y::T) where {T<:BitSigned} = slt_int(x, y)
<=(x::T, y::T) where {T<:BitSigned} = sle_int(x, y)
<(x::T, y::T) where {T<:BitUnsigned} = ult_int(x, y)
<=(x::T, y::T) where {T<:BitUnsigned} = ule_int(x, y)

+(x::Bool, y::Bool) = Int64(x) + Int64(y)
-(x::Bool, y::Bool) = Int64(x) - Int64(y)
*(x::Bool, y::Bool) = x & y
<(x::Bool, y::Bool) = ult_int(x, y)
<=(x::Bool, y::Bool) = ule_int(x, y)

# Shifts by a count at least the width give 0 (the intrinsics see to it);
# a negative count shifts the other way.
<<(x::T, n::Int64) where {T<:BitSigned} = n >= 0 ? shl_int(x, n) : ashr_int(x, -n)
<<(x::T, n::Int64) where {T<:BitUnsigned} = n >= 0 ? shl_int(x, n) : lshr_int(x, -n)
>>(x::T, n::Int64) where {T<:BitSigned} = n >= 0 ? ashr_int(x, n) : shl_int(x, -n)
>>(x::T, n::Int64) where {T<:BitUnsigned} = n >= 0 ? lshr_int(x, n) : shl_int(x, -n)
>>>(x::T, n::Int64) where {T<:BitInteger} = n >= 0 ? lshr_int(x, n) : shl_int(x, -n)

typemin(::Type{Int64}) = -9223372036854775807 - 1
typemax(::Type{Int64}) = 9223372036854775807
zero(::Type{Int64}) = 0
one(::Type{Int64}) = 1
zero(x::T) where {T<:Number} = zero(T)
one(x::T) where {T<:Number} = one(T)

# Division rounds toward zero; dividing by zero, or typemin by -1, is a DivideError.
function div(x::Int64, y::Int64)
    if y == 0 || (y == -1 && x == typemin(Int64))
        throw(DivideError())
    end
    return sdiv_int(x, y)
end

function rem(x::Int64, y::Int64)
    y == 0 && throw(DivideError())
    y == -1 && return 0
    return srem_int(x, y)
end

÷(x::Integer, y::Integer) = div(x, y)
%(x::Integer, y::Integer) = rem(x, y)

# fld rounds down, cld up; mod takes the sign of the divisor.
function fld(x::Int64, y::Int64)
    d = div(x, y)
    return (x - d * y != 0) & ((x < 0) != (y < 0)) ? d - 1 : d
end

function cld(x::Int64, y::Int64)
    d = div(x, y)
    return (x - d * y != 0) & ((x < 0) == (y < 0)) ? d + 1 : d
end

function mod(x::Int64, y::Int64)
    r = rem(x, y)
    return (r != 0) & ((r < 0) != (y < 0)) ? r + y : r
end

abs(x::Int64) = x < 0 ? -x : x
sign(x::Int64) = x > 0 ? 1 : x < 0 ? -1 : 0
iseven(x::Integer) = rem(x, 2) == 0
isodd(x::Integer) = !iseven(x)

# Power by repeated squaring; overflow wraps, as for every Int operation.
function ^(x::Int64, p::Int64)
    p < 0 && throw(DomainError(x, "Cannot raise an integer x to a negative power $p."))
    result = 1
    base = x
    while p > 0
        if p & 1 == 1
            result *= base
        end
        p >>= 1
        p > 0 && (base *= base)
    end
    return result
end

Int64(x::Int64) = x
Int64(x::Int32) = sext_int(Int64, x)
Int64(x::Int8) = sext_int(Int64, x)
Int64(x::Int16) = sext_int(Int64, x)
Int64(x::Bool) = zext_int(Int64, x)
Int64(x::UInt8) = zext_int(Int64, x)
Int64(x::UInt16) = zext_int(Int64, x)
Int64(x::UInt32) = zext_int(Int64, x)
UInt64(x::UInt8) = zext_int(UInt64, x)
UInt64(x::UInt16) = zext_int(UInt64, x)
UInt64(x::UInt32) = zext_int(UInt64, x)
UInt64(x::UInt64) = x
function UInt64(x::Int64)
    x < 0 && throw(InexactError(:convert, :UInt64, string(x)))
    return bitcast(UInt64, x)
end
reinterpret(::Type{UInt64}, x::Int64) = bitcast(UInt64, x)
reinterpret(::Type{Int64}, x::UInt64) = bitcast(Int64, x)
reinterpret(::Type{Float64}, x::UInt64) = bitcast(Float64, x)
reinterpret(::Type{UInt64}, x::Float64) = bitcast(UInt64, x)
