# string.jl — String: immutable UTF-8 bytes.

sizeof(s::String) = ccall(:jlrt_string_sizeof, Int64, (String,), s)
ncodeunits(s::String) = sizeof(s)
==(a::String, b::String) = a === b
isempty(s::String) = sizeof(s) == 0

string(s::String) = s
function string(xs...)
    io = IOBuffer()
    print(io, xs...)
    return takestring!(io)
end

*(a::Union{String, Char}, b::Union{String, Char}) = string(a, b)
*(a::Union{String, Char}, b::Union{String, Char}, c::Union{String, Char}) = string(a, b, c)
