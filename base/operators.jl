# operators.jl — generic definitions that hold for every type.

==(x, y) = x === y
!=(x, y) = !(x == y)
!==(x, y) = !(x === y)
>(x, y) = y < x
>=(x, y) = y <= x
<=(x, y) = (x < y) | (x == y)
# the Unicode spellings: the same functions
const ≠ = !=
const ≤ = <=
const ≥ = >=
const ≡ = ===
const ≢ = !==

!(x::Bool) = not_int(x)
&(x::Bool, y::Bool) = and_int(x, y)
|(x::Bool, y::Bool) = or_int(x, y)
xor(x::Bool, y::Bool) = xor_int(x, y)
==(x::Bool, y::Bool) = eq_int(x, y)

+(x::Number) = x
*(x::Number) = x
# x \ y: left division, y / x for numbers (LinearAlgebra's for matrices)
\(x::Number, y::Number) = y / x

# +(a, b, c, xs...) and the other associative operators: left to right, as Julia's afoldl
afoldl(op, a) = a
afoldl(op, a, b, xs...) = afoldl(op, op(a, b), xs...)
+(a, b, c, xs...) = afoldl(+, (a + b) + c, xs...)
*(a, b, c, xs...) = afoldl(*, (a * b) * c, xs...)
&(a, b, c, xs...) = afoldl(&, (a & b) & c, xs...)
|(a, b, c, xs...) = afoldl(|, (a | b) | c, xs...)
xor(a, b, c, xs...) = afoldl(xor, xor(xor(a, b), c), xs...)
identity(x) = x
|>(x, f) = f(x)

# f ∘ g: a function that calls g, then f on its result
struct ComposedFunction{O, I} <: Function
    outer::O
    inner::I
end
(c::ComposedFunction)(xs...) = c.outer(c.inner(xs...))
∘(f, g) = ComposedFunction(f, g)
∘(f, g, h...) = ∘(f ∘ g, h...)
!(f::Function) = (!) ∘ f          # !ismissing, !iseven

# Conversion: converting to a type a value already has is the identity.
convert(::Type{T}, x::T) where {T} = x

# x.f = v: v converted to the field's declared type, as Julia's setproperty!
setproperty!(x, f::Symbol, v) = setfield!(x, f, convert(fieldtype(typeof(x), f), v))

# Any two values isless orders (tuples, strings), as Julia's generic ones.
min(x, y) = isless(y, x) ? y : x
max(x, y) = isless(y, x) ? x : y
# -1, 0 or 1 as x sorts before, with or after y
cmp(x, y) = isless(x, y) ? -1 : isless(y, x) ? 1 : 0
min(x::T, y::T) where {T<:Real} = y < x ? y : x
max(x::T, y::T) where {T<:Real} = y < x ? x : y
min(x::Real) = x
max(x::Real) = x

# Arithmetic on two values of one type falls back to these when the type
# defines no method of its own (promotion would otherwise loop forever).
no_op_err(name::String, T::Type) = error(string(name, " not defined for ", T))
+(x::T, y::T) where {T<:Number} = no_op_err("+", T)
-(x::T, y::T) where {T<:Number} = no_op_err("-", T)
*(x::T, y::T) where {T<:Number} = no_op_err("*", T)
/(x::T, y::T) where {T<:Number} = no_op_err("/", T)
<(x::T, y::T) where {T<:Real} = no_op_err("<", T)
<=(x::T, y::T) where {T<:Real} = no_op_err("<=", T)
^(x::T, y::T) where {T<:Number} = no_op_err("^", T)
&(x::T, y::T) where {T<:Integer} = no_op_err("&", T)
|(x::T, y::T) where {T<:Integer} = no_op_err("|", T)
xor(x::T, y::T) where {T<:Integer} = no_op_err("xor", T)
# numbers of one type with no == of their own are equal when identical
==(x::T, y::T) where {T<:Number} = x === y

# x.f reads the field unless a type has a getproperty of its own (lower.c,
# property_fn); also called by name, as in getproperty.(xs, :f).
getproperty(x, f::Symbol) = getfield(x, f)
