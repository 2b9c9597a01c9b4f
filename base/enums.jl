# Enums: what `@enum Name[::T] a b=2 ...` defines (src/methods.c writes the
# per-enum methods: the constructor, enum_symbol, typemin/typemax, instances
# and a constant per member). Name is a primitive type of T's bits.

abstract type Enum{T<:Integer} end

Integer(x::Enum{T}) where {T} = bitcast(T, x)
Int64(x::Enum) = Int64(Integer(x))
Int32(x::Enum) = Int32(Integer(x))
UInt8(x::Enum) = UInt8(Integer(x))
convert(::Type{T}, x::Enum) where {T<:Integer} = convert(T, Integer(x))

isless(x::T, y::T) where {T<:Enum} = isless(Integer(x), Integer(y))
<(x::T, y::T) where {T<:Enum} = isless(x, y)
hash(x::Enum, h::UInt64) = hash(Integer(x), h)

Symbol(x::Enum) = enum_symbol(x)
print(io::IO, x::Enum) = print(io, enum_symbol(x))
show(io::IO, x::Enum) = print(io, enum_symbol(x))
# as the REPL shows one: apple::Fruit = 1
display(x::Enum) = println(stdout, x, "::", typeof(x), " = ", Integer(x))

@noinline enum_argument_error(typename::Symbol, x) =
    throw(ArgumentError(string("invalid value for Enum ", typename, ": ", x)))

# instances(T): the members of an enum, in order (methods per enum)
function instances end
