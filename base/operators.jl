# operators.jl — generic definitions that hold for every type.

==(x, y) = x === y
!=(x, y) = !(x == y)
!==(x, y) = !(x === y)
>(x, y) = y < x
>=(x, y) = y <= x
<=(x, y) = (x < y) | (x == y)

!(x::Bool) = not_int(x)
&(x::Bool, y::Bool) = and_int(x, y)
|(x::Bool, y::Bool) = or_int(x, y)
xor(x::Bool, y::Bool) = xor_int(x, y)
==(x::Bool, y::Bool) = eq_int(x, y)

+(x::Number) = x
identity(x) = x

# Conversion: converting to a type a value already has is the identity.
convert(::Type{T}, x::T) where {T} = x

min(x, y) = y < x ? y : x
max(x, y) = y < x ? x : y
