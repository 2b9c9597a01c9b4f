# float16.jl — Float16: half precision, stored as its 16 bits. Conversions
# round correctly (runtime/float16.c); arithmetic happens in Float32 and is
# rounded back, as Julia does it, which for + - * / and sqrt is exact rounding.

Float16(x::Float16) = x
Float16(x::Float64) = bitcast(Float16, ccall(:jlrt_float16_from_float64, UInt16, (Float64,), x))
Float16(x::Float32) = Float16(Float64(x))
Float16(x::Union{BitInteger, Bool}) = Float16(Float64(x))
Float64(x::Float16) = ccall(:jlrt_float16_to_float64, Float64, (UInt16,), bitcast(UInt16, x))
Float32(x::Float16) = Float32(Float64(x))
convert(::Type{Float16}, x::Real) = Float16(x)

promote_rule(::Type{Float32}, ::Type{Float16}) = Float32
promote_rule(::Type{Float64}, ::Type{Float16}) = Float64
promote_rule(::Type{Float16}, ::Type{T}) where {T<:Union{BitInteger, Bool}} = Float16

+(x::Float16, y::Float16) = Float16(Float32(x) + Float32(y))
-(x::Float16, y::Float16) = Float16(Float32(x) - Float32(y))
*(x::Float16, y::Float16) = Float16(Float32(x) * Float32(y))
/(x::Float16, y::Float16) = Float16(Float32(x) / Float32(y))
-(x::Float16) = bitcast(Float16, xor(bitcast(UInt16, x), 0x8000))
sqrt(x::Float16) = Float16(sqrt(Float32(x)))
==(x::Float16, y::Float16) = Float32(x) == Float32(y)
<(x::Float16, y::Float16) = Float32(x) < Float32(y)
<=(x::Float16, y::Float16) = Float32(x) <= Float32(y)
isnan(x::Float16) = (bitcast(UInt16, x) & 0x7fff) > 0x7c00
isinf(x::Float16) = (bitcast(UInt16, x) & 0x7fff) == 0x7c00
isfinite(x::Float16) = (bitcast(UInt16, x) & 0x7c00) != 0x7c00
signbit(x::Float16) = (bitcast(UInt16, x) & 0x8000) != 0x0000
isinteger(x::Float16) = isinteger(Float32(x))
zero(::Type{Float16}) = bitcast(Float16, 0x0000)
one(::Type{Float16}) = bitcast(Float16, 0x3c00)
typemin(::Type{Float16}) = bitcast(Float16, 0xfc00)
typemax(::Type{Float16}) = bitcast(Float16, 0x7c00)
floatmin(::Type{Float16}) = bitcast(Float16, 0x0400)
floatmax(::Type{Float16}) = bitcast(Float16, 0x7bff)
eps(::Type{Float16}) = bitcast(Float16, 0x1400)
const Inf16 = bitcast(Float16, 0x7c00)
const NaN16 = bitcast(Float16, 0x7e00)
Int64(x::Float16) = Int64(Float32(x))
Int32(x::Float16) = Int32(Float32(x))

# print(Float16(1.5)) is "1.5", show gives "Float16(1.5)"
print(io::IO, x::Float16) = ccall(:jlrt_write_float16, Cvoid, (Ptr{Cvoid}, UInt16, Bool), io.handle, bitcast(UInt16, x), false)
show(io::IO, x::Float16) = ccall(:jlrt_write_float16, Cvoid, (Ptr{Cvoid}, UInt16, Bool), io.handle, bitcast(UInt16, x), true)

# the bits of a float or a Char as text: bitstring(1.0f0) == "00111111100000000000000000000000"
bitstring(x::Union{Float16, Float32, Float64}) = bitstring(bitcast(uinttype(typeof(x)), x))
bitstring(c::Char) = bitstring(bitcast(UInt32, c))
