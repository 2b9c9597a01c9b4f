# promotion.jl — mixed arithmetic: promote both operands to a common type,
# then use that type's own method.

promote(x::T, y::T) where {T} = (x, y)
promote(x::Int64, y::Float64) = (Float64(x), y)
promote(x::Float64, y::Int64) = (x, Float64(y))
const SmallInteger = Union{Bool, Int8, Int16, Int32, UInt8, UInt16, UInt32}
promote(x::SmallInteger, y::Int64) = (Int64(x), y)
promote(x::Int64, y::SmallInteger) = (x, Int64(y))

+(x::Number, y::Number) = +(promote(x, y)...)
-(x::Number, y::Number) = -(promote(x, y)...)
*(x::Number, y::Number) = *(promote(x, y)...)
/(x::Number, y::Number) = /(promote(x, y)...)
^(x::Int64, y::Float64) = Float64(x)^y
==(x::Number, y::Number) = ==(promote(x, y)...)
<(x::Real, y::Real) = <(promote(x, y)...)
<=(x::Real, y::Real) = <=(promote(x, y)...)
min(x::Real, y::Real) = min(promote(x, y)...)
max(x::Real, y::Real) = max(promote(x, y)...)

convert(::Type{Float64}, x::Int64) = Float64(x)
convert(::Type{Int64}, x::Float64) = Int64(x)
convert(::Type{Int32}, x::Int64) = Int32(x)
convert(::Type{Int64}, x::Int32) = Int64(x)

function Int32(x::Int64)
    y = trunc_int(Int32, x)
    sext_int(Int64, y) == x || throw(InexactError(:trunc, :Int32, string(x)))
    return y
end
