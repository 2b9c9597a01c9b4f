# substring.jl — SubString: a view of part of a string, sharing its bytes.

struct SubString{T<:AbstractString} <: AbstractString
    string::T
    offset::Int64        # bytes of string before the view
    ncodeunits::Int64
    # An empty range gives an empty view; otherwise both ends must start characters.
    function SubString{T}(s::T, i::Int64, j::Int64) where {T<:AbstractString}
        i > j && return new(s, 0, 0)
        (i < 1) | (j > ncodeunits(s)) && string_boundserror(s, i:j)
        isvalid(s, i) || string_index_err(s, i)
        isvalid(s, j) || string_index_err(s, j)
        return new(s, i - 1, nextind(s, j) - i)
    end
end
SubString(s::T, i::Int64, j::Int64) where {T<:AbstractString} = SubString{T}(s, i, j)
SubString(s::AbstractString, i::Int64) = SubString(s, i, lastindex(s))
SubString(s::AbstractString) = SubString(s, 1, lastindex(s))
SubString(s::AbstractString, r::UnitRange{Int64}) = SubString(s, first(r), last(r))
view(s::AbstractString, r::UnitRange{Int64}) = SubString(s, r)
# A view of a view is a view of the underlying string.
function SubString(s::SubString, i::Int64, j::Int64)
    i > j && return SubString(s.string, 1, 0)
    (i < 1) | (j > ncodeunits(s)) && string_boundserror(s, i:j)
    isvalid(s, i) || string_index_err(s, i)
    isvalid(s, j) || string_index_err(s, j)
    return SubString(s.string, s.offset + i, s.offset + j)
end

# the type of a view into a string of type T (a view of a view views the string)
substring_type(::Type{T}) where {T<:AbstractString} = SubString{T}
substring_type(::Type{SubString{T}}) where {T<:AbstractString} = SubString{T}

ncodeunits(s::SubString) = s.ncodeunits
sizeof(s::SubString) = s.ncodeunits
_cu(s::SubString, i::Int64) = _cu(s.string, s.offset + i)
_slice(s::SubString, off::Int64, len::Int64) = _slice(s.string, s.offset + off, len)
String(s::SubString) = _slice(s.string, s.offset, s.ncodeunits)
convert(::Type{String}, s::AbstractString) = String(s)
convert(::Type{SubString{T}}, s::T) where {T<:AbstractString} = SubString(s)

# The bytes of a string as the runtime reads them in place: a String, an
# offset into it and a length.
bytes_of(s::String) = (s, 0, ncodeunits(s))
bytes_of(s::SubString{String}) = (s.string, s.offset, s.ncodeunits)

print(io::IO, s::SubString{String}) =
    ccall(:jlrt_write_substring, Cvoid, (Ptr{Cvoid}, String, Int64, Int64), io.handle, s.string, s.offset, s.ncodeunits)

IOBuffer(s::SubString{String}) =
    IOBuffer(ccall(:jlrt_iobuffer_from_string, Ptr{Cvoid}, (String, Int64, Int64), s.string, s.offset, s.ncodeunits))
