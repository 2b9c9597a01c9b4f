# c.jl — C interop as Julia's Base has it: C's type names, pointers
# (unsafe_load, unsafe_store!, pointer arithmetic), and what ccall does to
# each argument (src/lower.c): unsafe_convert(T, cconvert(T, x)), where
# cconvert keeps an object the pointer points into alive across the call.

const Cchar = Int8
const Cuchar = UInt8
const Cshort = Int16
const Cushort = UInt16
const Cuint = UInt32
const Clong = Int64
const Culong = UInt64
const Clonglong = Int64
const Culonglong = UInt64
const Cintmax_t = Int64
const Cuintmax_t = UInt64
const Csize_t = UInt64
const Cssize_t = Int64
const Cptrdiff_t = Int64
const Cwchar_t = Int32
const Cfloat = Float32
const Cdouble = Float64

# A C string: a pointer to NUL-terminated bytes (a String passed to C)
primitive type Cstring 64 end

# (C_NULL is iostream.jl's, which needs it first)

# pointers: element i, counted from 1; arithmetic in bytes
unsafe_load(p::Ptr{T}, i::Integer) where {T} = Core.Intrinsics.pointerref(p, Int64(i), 1)
unsafe_load(p::Ptr) = unsafe_load(p, 1)
# n elements from src to dest (which may overlap)
function unsafe_copyto!(dest::Ptr{T}, src::Ptr{T}, n::Integer) where {T}
    ccall(:memmove, Ptr{Cvoid}, (Ptr{T}, Ptr{T}, Csize_t), dest, src, Csize_t(n) * Csize_t(sizeof(T)))
    # (references copied into an object that may be old: the collector's cards)
    isbitstype(T) || ccall(:jlrt_gc_written, Cvoid, (Ptr{T}, Csize_t), dest, Csize_t(n) * Csize_t(sizeof(T)))
    return dest
end
unsafe_store!(p::Ptr{T}, x, i::Integer) where {T} = Core.Intrinsics.pointerset(p, convert(T, x), Int64(i), 1)
unsafe_store!(p::Ptr, x) = unsafe_store!(p, x, 1)
+(p::Ptr{T}, n::Integer) where {T} = bitcast(Ptr{T}, bitcast(UInt64, p) + (n % UInt64))
+(n::Integer, p::Ptr) = p + n
-(p::Ptr{T}, n::Integer) where {T} = bitcast(Ptr{T}, bitcast(UInt64, p) - (n % UInt64))
-(p::Ptr, q::Ptr) = bitcast(Int64, bitcast(UInt64, p) - bitcast(UInt64, q))
==(p::Ptr, q::Ptr) = bitcast(UInt64, p) == bitcast(UInt64, q)
isless(p::Ptr, q::Ptr) = isless(bitcast(UInt64, p), bitcast(UInt64, q))
UInt64(p::Ptr) = bitcast(UInt64, p)
Int64(p::Ptr) = bitcast(Int64, p)
Ptr{T}(x::Union{Int64, UInt64}) where {T} = bitcast(Ptr{T}, x)
Ptr{T}(p::Ptr) where {T} = bitcast(Ptr{T}, p)
convert(::Type{Ptr{T}}, p::Ptr{T}) where {T} = p
convert(::Type{Ptr{T}}, p::Ptr) where {T} = bitcast(Ptr{T}, p)
show(io::IO, p::Ptr) = (print(io, typeof(p), " @0x"); print(io, string(bitcast(UInt64, p), base = 16, pad = 16)))
show(io::IO, p::Cstring) = (print(io, "Cstring(@0x"); print(io, string(bitcast(UInt64, p), base = 16, pad = 16)); print(io, ')'))

pointer(a::Array{T, N}) where {T, N} = ccall(:jlrt_array_data, Ptr{T}, (Array{T, N},), a)
pointer(a::Array{T}, i::Integer) where {T} = pointer(a) + (Int64(i) - 1) * sizeof(T)
pointer(s::String) = ccall(:jlrt_string_data, Ptr{UInt8}, (String,), s)
pointer(s::String, i::Integer) = pointer(s) + (Int64(i) - 1)
pointer_from_objref(r::RefValue) = bitcast(Ptr{Cvoid}, Core._field_pointer(r, 1))

# a String of the NUL-terminated bytes at p, or of the len bytes there
function unsafe_string(p::Ptr{UInt8})
    p == C_NULL && throw(ArgumentError("cannot convert NULL to string"))
    return ccall(:jlrt_cstring, String, (Ptr{UInt8},), p)
end
function unsafe_string(p::Ptr{UInt8}, len::Integer)
    p == C_NULL && throw(ArgumentError("cannot convert NULL to string"))
    return ccall(:jlrt_string_new, String, (Ptr{UInt8}, Int64), p, Int64(len))
end
unsafe_string(p::Union{Ptr{Int8}, Cstring}) = unsafe_string(bitcast(Ptr{UInt8}, p))
unsafe_string(p::Union{Ptr{Int8}, Cstring}, len::Integer) = unsafe_string(bitcast(Ptr{UInt8}, p), len)

# An Array over memory C owns, no copy: writes show on both sides. With
# own = true Julia would free() it when the array dies; jlc never frees it.
unsafe_wrap(::Type{Array}, p::Ptr{T}, n::Integer; own::Bool = false) where {T} =
    ccall(:jlrt_array_wrap, Vector{T}, (Ptr{T}, Int64), p, Int64(n))
unsafe_wrap(::Type{Array}, p::Ptr{T}, dims::Tuple{Integer}; own::Bool = false) where {T} = unsafe_wrap(Array, p, dims[1])
function unsafe_wrap(::Type{Array}, p::Ptr{T}, dims::NTuple{N, Integer}; own::Bool = false) where {T, N}
    d = Int64[dims...]
    GC.@preserve d begin
        return ccall(:jlrt_array_nd_wrap, Array{T, N}, (Ptr{T}, Int64, Ptr{Int64}), p, Int64(N), pointer(d))
    end
end
unsafe_wrap(::Type{<:Array{T}}, p::Ptr{T}, dims; own::Bool = false) where {T} = unsafe_wrap(Array, p, dims)
unsafe_wrap(::Type{String}, p::Ptr{UInt8}, len::Integer; own::Bool = false) = unsafe_string(p, len)

# the bytes of an isbits struct, as its elements lie in an array
sizeof(::Type{T}) where {T} = Core._c_sizeof(T)
Ptr{T}(p::Ptr) where {T} = bitcast(Ptr{T}, p)

# The function of a ccall given as a value (dlsym's, @cfunction's), checked as Julia checks it
ccall_function_pointer(p::Ptr) = p
ccall_function_pointer(x) =
    throw(TypeError("ccall: first argument not a pointer or valid constant expression", "Ptr", string(typeof(x))))

# ccall's argument conversions
cconvert(::Type{T}, x) where {T} = x isa T ? x : convert(T, x)
cconvert(::Type{Cstring}, s::String) = s
cconvert(::Type{<:Ptr}, x::Union{String, Array, RefValue}) = x
unsafe_convert(::Type{T}, x::T) where {T} = x
function unsafe_convert(::Type{Cstring}, s::String)
    for i in 1:ncodeunits(s)
        _cu(s, i) == 0x00 && throw(ArgumentError(string("embedded NULs are not allowed in C strings: ", repr(s))))
    end
    return bitcast(Cstring, pointer(s))
end
unsafe_convert(::Type{Ptr{UInt8}}, s::String) = pointer(s)
unsafe_convert(::Type{Ptr{Int8}}, s::String) = bitcast(Ptr{Int8}, pointer(s))
unsafe_convert(::Type{Ptr{T}}, a::Array{T}) where {T} = pointer(a)
unsafe_convert(::Type{Ptr{Cvoid}}, a::Array) = bitcast(Ptr{Cvoid}, pointer(a))
unsafe_convert(::Type{Ptr{T}}, r::RefValue{T}) where {T} = Core._field_pointer(r, 1)
unsafe_convert(::Type{Ptr{Cvoid}}, r::RefValue) = bitcast(Ptr{Cvoid}, Core._field_pointer(r, 1))
