# promotion.jl — mixed arithmetic: promote both operands to a common type,
# then use that type's own method. The rules are Julia's (base/int.jl,
# base/float.jl, base/bool.jl, base/promotion.jl).

## promotion rules ##

# promote_rule(T, S) names the common type of T and S, or nothing when no
# rule says; promote_type asks both orders.
promote_rule(::Type{T}, ::Type{S}) where {T, S} = nothing

# Integers of different sizes promote to the larger; of the same size but
# different signedness, to the unsigned one.
promote_rule(::Type{Int16}, ::Union{Type{Int8}, Type{UInt8}}) = Int16
promote_rule(::Type{Int32}, ::Union{Type{Int8}, Type{Int16}, Type{UInt8}, Type{UInt16}}) = Int32
promote_rule(::Type{Int64}, ::Union{Type{Int8}, Type{Int16}, Type{Int32}, Type{UInt8}, Type{UInt16}, Type{UInt32}}) = Int64
promote_rule(::Type{UInt16}, ::Union{Type{Int8}, Type{UInt8}}) = UInt16
promote_rule(::Type{UInt32}, ::Union{Type{Int8}, Type{Int16}, Type{UInt8}, Type{UInt16}}) = UInt32
promote_rule(::Type{UInt64}, ::Union{Type{Int8}, Type{Int16}, Type{Int32}, Type{UInt8}, Type{UInt16}, Type{UInt32}}) = UInt64
promote_rule(::Type{UInt8}, ::Type{Int8}) = UInt8
promote_rule(::Type{UInt16}, ::Type{Int16}) = UInt16
promote_rule(::Type{UInt32}, ::Type{Int32}) = UInt32
promote_rule(::Type{UInt64}, ::Type{Int64}) = UInt64
promote_rule(::Type{Int128}, ::Union{Type{Int8}, Type{Int16}, Type{Int32}, Type{Int64},
                                     Type{UInt8}, Type{UInt16}, Type{UInt32}, Type{UInt64}}) = Int128
promote_rule(::Type{UInt128}, ::Union{Type{Int8}, Type{Int16}, Type{Int32}, Type{Int64}, Type{Int128},
                                      Type{UInt8}, Type{UInt16}, Type{UInt32}, Type{UInt64}}) = UInt128

# Bool gives way to any other number; every integer gives way to a float.
promote_rule(::Type{Bool}, ::Type{T}) where {T<:Number} = T
promote_rule(::Type{Float64}, ::Type{Float32}) = Float64
promote_rule(::Type{Float64}, ::Type{T}) where {T<:Union{BitInteger, Bool}} = Float64
promote_rule(::Type{Float32}, ::Type{T}) where {T<:Union{BitInteger, Bool}} = Float32

promote_type(::Type{T}) where {T} = T
promote_type(::Type{T}, ::Type{T}) where {T} = T
promote_type(::Type{T}, ::Type{S}) where {T, S} = promote_result(T, S, promote_rule(T, S), promote_rule(S, T))
# Union{} (no type at all) promotes to the other
promote_type(::Type{Union{}}, ::Type{T}) where {T} = T
promote_type(::Type{T}, ::Type{Union{}}) where {T} = T
promote_type(::Type{Union{}}, ::Type{Union{}}) = Union{}
promote_type(::Type{T}, ::Type{S}, ::Type{U}) where {T, S, U} = promote_type(T, promote_type(S, U))
promote_result(T, S, R::Type, ::Nothing) = R
promote_result(T, S, ::Nothing, R::Type) = R
promote_result(T, S, R::Type, Q::Type) = promote_type(R, Q)
promote_result(T, S, ::Nothing, ::Nothing) = typejoin(T, S)   # no rule: their common supertype

promote_typeof(x) = typeof(x)
promote_typeof(x, xs...) = promote_type(typeof(x), promote_typeof(xs...))

## promote ##

promote(x) = (x,)
promote(x::T, y::T) where {T} = (x, y)
promote(x, y) = promote_to(promote_type(typeof(x), typeof(y)), x, y)
promote(x, y, z) = promote_to(promote_type(typeof(x), typeof(y), typeof(z)), x, y, z)
promote_to(::Type{T}, x, y) where {T} = (convert(T, x), convert(T, y))
promote_to(::Type{T}, x, y, z) where {T} = (convert(T, x), convert(T, y), convert(T, z))
promote_to(::Type{Any}, x, y) =
    error(string("promotion of types ", typeof(x), " and ", typeof(y), " failed to change any arguments"))
promote_to(::Type{Any}, x, y, z) =
    error(string("promotion of types ", typeof(x), ", ", typeof(y), " and ", typeof(z), " failed to change any arguments"))

## conversion ##

# convert to a number type is its constructor: exact, or an InexactError.
convert(::Type{T}, x::T) where {T<:Number} = x
convert(::Type{T}, x::Number) where {T<:Number} = T(x)
# a number type without its own zero and one converts 0 and 1, as Julia's
zero(::Type{T}) where {T<:Number} = convert(T, 0)
one(::Type{T}) where {T<:Number} = convert(T, 1)

## mixed arithmetic ##

# Machine integers (and Bool) of two types + - * & | xor convert with %, as
# Julia does: they wrap, never throw. Other integers (BigInt, a program's own
# Integer types) promote, as other numbers do.
const MachineInteger = Union{BitInteger, Bool}
function +(x::MachineInteger, y::MachineInteger)
    T = promote_typeof(x, y)
    return x % T + y % T
end
function -(x::MachineInteger, y::MachineInteger)
    T = promote_typeof(x, y)
    return x % T - y % T
end
function *(x::MachineInteger, y::MachineInteger)
    T = promote_typeof(x, y)
    return (x % T) * (y % T)
end
function &(x::MachineInteger, y::MachineInteger)
    T = promote_typeof(x, y)
    return (x % T) & (y % T)
end
function |(x::MachineInteger, y::MachineInteger)
    T = promote_typeof(x, y)
    return (x % T) | (y % T)
end
function xor(x::MachineInteger, y::MachineInteger)
    T = promote_typeof(x, y)
    return xor(x % T, y % T)
end

+(x::Number, y::Number) = +(promote(x, y)...)
&(x::Integer, y::Integer) = (&)(promote(x, y)...)
|(x::Integer, y::Integer) = (|)(promote(x, y)...)
xor(x::Integer, y::Integer) = xor(promote(x, y)...)
-(x::Number, y::Number) = -(promote(x, y)...)
*(x::Number, y::Number) = *(promote(x, y)...)
/(x::Number, y::Number) = /(promote(x, y)...)
^(x::Number, y::Number) = ^(promote(x, y)...)
==(x::Number, y::Number) = ==(promote(x, y)...)
<(x::Real, y::Real) = <(promote(x, y)...)
<=(x::Real, y::Real) = <=(promote(x, y)...)
div(x::Real, y::Real) = div(promote(x, y)...)
rem(x::Real, y::Real) = rem(promote(x, y)...)
mod(x::Real, y::Real) = mod(promote(x, y)...)
fld(x::Real, y::Real) = fld(promote(x, y)...)
cld(x::Real, y::Real) = cld(promote(x, y)...)
min(x::Real, y::Real) = min(promote(x, y)...)
max(x::Real, y::Real) = max(promote(x, y)...)
fma(x::Number, y::Number, z::Number) = fma(promote(x, y, z)...)

# false is a strong zero: false * Inf == 0.0, false * -1.0 == -0.0.
*(x::Bool, y::AbstractFloat) = ifelse(x, y, copysign(zero(y), y))
*(y::AbstractFloat, x::Bool) = x * y

abs2(x::Number) = x * x
# A number is a collection of one element, as in Julia.
isempty(x::Number) = false
first(x::Number) = x
last(x::Number) = x
max(x, y, z, xs...) = max(max(x, y), z, xs...)
min(x, y, z, xs...) = min(min(x, y), z, xs...)
