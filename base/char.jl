# char.jl — Char holds a character's UTF-8 bytes, left-aligned in 32 bits.

==(a::Char, b::Char) = eq_int(a, b)
<(a::Char, b::Char) = ult_int(a, b)
<=(a::Char, b::Char) = ule_int(a, b)
isless(a::Char, b::Char) = ult_int(a, b)

# As Julia: a Char converts to and from a number by its code point
# (UInt8['a':'z';] works; InexactError past the target's range).
convert(::Type{T}, c::AbstractChar) where {T <: Number} = T(c)::T
convert(::Type{T}, x::Number) where {T <: AbstractChar} = T(x)::T
