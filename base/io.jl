# io.jl — print and println, over the runtime's streams.

# IOBuffer: bytes in memory, read and written at one position (reading is
# in iostream.jl, shared with files and stdin).
struct IOBuffer <: IO
    handle::Ptr{Cvoid}
end
IOBuffer() = IOBuffer(ccall(:jlrt_iobuffer_new, Ptr{Cvoid}, ()))
# Over a string's or a vector's bytes, which it reads in place and so
# cannot write, as Julia's: ArgumentError: ensureroom failed, IOBuffer is not writeable
IOBuffer(s::String) = IOBuffer(ccall(:jlrt_iobuffer_from_string, Ptr{Cvoid}, (String, Int64, Int64), s, 0, sizeof(s)))
IOBuffer(v::Vector{UInt8}) = IOBuffer(ccall(:jlrt_iobuffer_from_bytes, Ptr{Cvoid}, (Vector{UInt8},), v))
# All the bytes written, from the start whatever the position; afterwards a
# buffer that can be written is empty (a read-only one is left as it was).
take!(io::IOBuffer) = ccall(:jlrt_iobuffer_take, Vector{UInt8}, (Ptr{Cvoid},), io.handle)
takestring!(io::IOBuffer) = ccall(:jlrt_iobuffer_take_string, String, (Ptr{Cvoid},), io.handle)
flush(::IOBuffer) = nothing

print(io::IO, s::String) = ccall(:jlrt_write_string, Cvoid, (Ptr{Cvoid}, String), io.handle, s)
print(io::IO, s::Symbol) = ccall(:jlrt_write_symbol, Cvoid, (Ptr{Cvoid}, Symbol), io.handle, s)
print(io::IO, c::Char) = ccall(:jlrt_write_char, Cvoid, (Ptr{Cvoid}, Char), io.handle, c)
print(io::IO, x::Int64) = ccall(:jlrt_write_int64, Cvoid, (Ptr{Cvoid}, Int64), io.handle, x)
print(io::IO, x::UInt64) = ccall(:jlrt_write_uint64, Cvoid, (Ptr{Cvoid}, UInt64), io.handle, x)
print(io::IO, x::Signed) = print(io, Int64(x))
print(io::IO, x::Unsigned) = print(io, UInt64(x))
print(io::IO, x::Float64) = ccall(:jlrt_write_float64, Cvoid, (Ptr{Cvoid}, Float64, Bool), io.handle, x, get(io, :compact, false))
print(io::IO, x::Bool) = print(io, x ? "true" : "false")
print(io::IO, ::Nothing) = print(io, "nothing")
print(io::IO, T::Type) = print(io, Core._type_string(T))

# IOContext(io, :compact => true, ...): io with properties that change how
# values show. jlc knows :compact (floats to 6 significant digits, complex
# numbers without spaces) and :limit; a context of a context merges them.
# The handle is io's, so writing goes straight to io's stream.
struct IOContext{IO_t<:IO} <: IO
    io::IO_t
    handle::Ptr{Cvoid}
    compact::Int8   # -1 when not set, else the Bool
    limit::Int8
end
IOContext(io::IO) = IOContext(io, io.handle, Int8(-1), Int8(-1))
IOContext(io::IOContext) = io
IOContext(io::IO, p::Pair) = with_property(IOContext(io), p.first, p.second)
IOContext(io::IO, p::Pair, ps::Pair...) = IOContext(IOContext(io, p), ps...)
# IOContext(io, context): io with context's properties
IOContext(io::IO, c::IOContext) = IOContext(IOContext(io).io, io.handle, c.compact, c.limit)

with_property(c::IOContext, key::Symbol, v::Bool) =
    key === :compact ? IOContext(c.io, c.handle, Int8(v), c.limit) :
    key === :limit ? IOContext(c.io, c.handle, c.compact, Int8(v)) :
    unsupported_property(key)
with_property(c::IOContext, key::Symbol, v) = unsupported_property(key)
unsupported_property(key::Symbol) =
    throw(ArgumentError(string("jlc: the IOContext property :", key, " is not supported yet")))

# get(io, key, default): a property of io's context (a plain stream has none)
get(io::IO, key::Symbol, default) = default
get(io::IOContext, key::Symbol, default) =
    key === :compact ? (io.compact < 0 ? default : io.compact == 1) :
    key === :limit ? (io.limit < 0 ? default : io.limit == 1) : default
haskey(io::IO, key::Symbol) = false
haskey(io::IOContext, key::Symbol) = key === :compact ? io.compact >= 0 : key === :limit && io.limit >= 0
flush(io::IOContext) = flush(io.io)

# Anything else prints as it shows.
print(io::IO, x) = show(io, x)

# Several values print one at a time; peeling the first argument off keeps
# every value's type concrete (a loop over a mixed tuple would not).
print(io::IO) = nothing
function print(io::IO, x, xs...)
    print(io, x)
    print(io, xs...)
end
print(xs...) = print(stdout, xs...)

# (two calls, so that a splatted Vector's elements end the first)
function println(io::IO, xs...)
    print(io, xs...)
    print(io, '\n')
end
println(xs...) = println(stdout, xs...)

flush(io::IOStream) = ccall(:jlrt_flush, Cvoid, (Ptr{Cvoid},), io.handle)

# show: the form the REPL displays. Numbers show as they print; strings and
# characters are quoted; other values show as their type and fields.
# (Only the machine numbers: another Real shows as its fields, or as its own show.)
show(io::IO, x::Union{BitSigned, Float64}) = print(io, x)
show(io::IO, x::Bool) = print(io, x)
show(io::IO, ::Nothing) = print(io, "nothing")
# (show(io, ::Symbol): base/expr.jl)
show(io::IO, T::Type) = print(io, T)

show(x) = show(stdout, x)

# display(x) of a number, string, symbol or nothing: the REPL shows what
# show writes (collections have their own multi-line display methods)
display(x::Union{Number, AbstractString, Symbol, Nothing, Tuple, NamedTuple, Pair}) = (show(stdout, x); println(stdout))

# A MIME type, MIME"text/plain" (src/methods.c and lower.c read the string
# macro as MIME{Symbol("text/plain")}), for show methods of a form of output.
struct MIME{mime} end
show(io::IO, ::MIME{mime}) where {mime} = print(io, "MIME type ", mime)
# display(x) of any other value: its text/plain form, which is show(io, x)
# unless the program defines show(io, ::MIME"text/plain", x) (a collection's
# is its multi-line display, which only display writes: dict.jl)
display(x) = (show(stdout, MIME"text/plain"(), x); println(stdout))
show(io::IO, ::MIME"text/plain", x) = show(io, x)

show(io::IO, x) = show_default(io, x)

# T(field, ...): how a value prints unless its type says otherwise; a field
# a constructor's new() left undefined shows as #undef
function show_default(io::IO, x)
    print(io, typeof(x), '(')
    if Core._typeinfo(:partial_new, typeof(x))
        show_fields_or_undef(io, x, Val{1}(), Val(nfields(x)))
    else
        show_fields(io, Core._fields_tuple(x)...)
    end
    print(io, ')')
end

# n fields of x from the i-th
show_fields_or_undef(io::IO, x, ::Val{i}, ::Val{0}) where {i} = nothing
function show_fields_or_undef(io::IO, x, ::Val{i}, ::Val{n}) where {i, n}
    i > 1 && print(io, ", ")
    isdefined(x, i) ? show(io, getfield(x, i)) : print(io, "#undef")
    show_fields_or_undef(io, x, Val{i + 1}(), Val{n - 1}())
end

# A function prints as its name (sin, +); a closure, which carries
# captured values, as its type with them
show(io::IO, f::Function) = nfields(f) == 0 ? print(io, nameof(f)) : show_default(io, f)

function show(io::IO, t::Tuple)
    print(io, '(')
    show_fields(io, t...)
    length(t) == 1 && print(io, ',')
    print(io, ')')
end

show_fields(io::IO) = nothing
show_fields(io::IO, x) = show(io, x)
function show_fields(io::IO, x, xs...)
    show(io, x)
    print(io, ", ")
    show_fields(io, xs...)
end

# Whether values of type T print in a form that implies T, so a collection
# of them need not name it (Julia's typeinfo_implicit): [1, 2] but Int32[1, 2].
typeinfo_implicit(::Type) = false
typeinfo_implicit(::Type{Int64}) = true
typeinfo_implicit(::Type{Float64}) = true
typeinfo_implicit(::Type{Char}) = true
typeinfo_implicit(::Type{String}) = true
typeinfo_implicit(::Type{Symbol}) = true
typeinfo_implicit(::Type{Nothing}) = true
typeinfo_implicit(::Type{Tuple{A}}) where {A} = typeinfo_implicit(A)
typeinfo_implicit(::Type{Tuple{A, B}}) where {A, B} = typeinfo_implicit(A) & typeinfo_implicit(B)
typeinfo_implicit(::Type{Tuple{A, B, C}}) where {A, B, C} = typeinfo_implicit(A) & typeinfo_implicit(B) & typeinfo_implicit(C)
typeinfo_implicit(::Type{Pair{A, B}}) where {A, B} = typeinfo_implicit(A) & typeinfo_implicit(B)
typeinfo_implicit(::Type{NamedTuple{names, T}}) where {names, T} = typeinfo_implicit(T)
typeinfo_implicit(::Type{Array{T, N}}) where {T, N} = typeinfo_implicit(T)

# show(x) where the context already tells x's type T (Julia's :typeinfo):
# Bool[1, 0] and Float32[1.5], not Bool[true, false] and Float32[1.5f0].
show_implied(io::IO, x, ::Type) = show(io, x)
show_implied(io::IO, x::Bool, ::Type{Bool}) = print(io, x ? '1' : '0')
show_implied(io::IO, x::Float32, ::Type{Float32}) = write_float32(io, x, true, false)
show_implied(io::IO, x::Float16, ::Type{Float16}) = print(io, x)

# The elements of a collection as a vector literal: [1, 2], or String[] when empty.
show_vector(io::IO, itr) = show_vector(io, itr, eltype(itr))
function show_vector(io::IO, itr, ::Type{T}) where {T}
    (!isempty(itr) && typeinfo_implicit(T)) || print(io, T)
    print(io, '[')
    show_elements(io, itr, T)
    print(io, ']')
end
show_elements(io::IO, itr, ::Type{T}) where {T} = show_each(io, itr, T)
function show_each(io::IO, itr, ::Type{T}) where {T}
    first = true
    for x in itr
        first || print(io, ", ")
        first = false
        show_implied(io, x, T)
    end
end
# an array's elements never assigned show as #undef
function show_each(io::IO, a::Array, ::Type{T}) where {T}
    for i in 1:length(a)
        i > 1 && print(io, ", ")
        isassigned(a, i) ? show_implied(io, Core._arrayref(a, i), T) : print(io, "#undef")
    end
end

# Symbols order by their names' bytes, as C's strcmp orders them
isless(a::Symbol, b::Symbol) = ccall(:strcmp, Cint, (Symbol, Symbol), a, b) < 0
