# io.jl — print and println, over the runtime's streams.

struct IOBuffer <: IO
    handle::Ptr{Cvoid}
end
IOBuffer() = IOBuffer(ccall(:jlrt_iobuffer_new, Ptr{Cvoid}, ()))
takestring!(io::IOBuffer) = ccall(:jlrt_iobuffer_take_string, String, (Ptr{Cvoid},), io.handle)

print(io::IO, s::String) = ccall(:jlrt_write_string, Cvoid, (Ptr{Cvoid}, String), io.handle, s)
print(io::IO, s::Symbol) = ccall(:jlrt_write_symbol, Cvoid, (Ptr{Cvoid}, Symbol), io.handle, s)
print(io::IO, c::Char) = ccall(:jlrt_write_char, Cvoid, (Ptr{Cvoid}, Char), io.handle, c)
print(io::IO, x::Int64) = ccall(:jlrt_write_int64, Cvoid, (Ptr{Cvoid}, Int64), io.handle, x)
print(io::IO, x::UInt64) = ccall(:jlrt_write_uint64, Cvoid, (Ptr{Cvoid}, UInt64), io.handle, x)
print(io::IO, x::Signed) = print(io, Int64(x))
print(io::IO, x::Unsigned) = print(io, UInt64(x))
print(io::IO, x::Float64) = ccall(:jlrt_write_float64, Cvoid, (Ptr{Cvoid}, Float64), io.handle, x)
print(io::IO, x::Bool) = print(io, x ? "true" : "false")
print(io::IO, ::Nothing) = print(io, "nothing")
print(io::IO, T::Type) = print(io, Core._type_string(T))

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

println(io::IO, xs...) = print(io, xs..., '\n')
println(xs...) = println(stdout, xs...)

flush(io::IOStream) = ccall(:jlrt_flush, Cvoid, (Ptr{Cvoid},), io.handle)

# show: the form the REPL displays. Numbers show as they print; strings and
# characters are quoted; other values show as their type and fields.
show(io::IO, x::Real) = print(io, x)
show(io::IO, x::Bool) = print(io, x)
show(io::IO, ::Nothing) = print(io, "nothing")
show(io::IO, x::Symbol) = print(io, ':', x)
show(io::IO, T::Type) = print(io, T)

show(x) = show(stdout, x)

function show(io::IO, x)
    print(io, typeof(x), '(')
    show_fields(io, Core._fields_tuple(x)...)
    print(io, ')')
end

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
