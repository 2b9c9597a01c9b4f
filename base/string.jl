# string.jl — String: immutable UTF-8 bytes, indexed by byte; and the index
# arithmetic every AbstractString shares (String and SubString{String}).

sizeof(s::String) = ccall(:jlrt_string_sizeof, Int64, (String,), s)
ncodeunits(s::String) = sizeof(s)
codeunit(s::AbstractString) = UInt8
isempty(s::AbstractString) = ncodeunits(s) == 0
eltype(::AbstractString) = Char

string(s::String) = s
function string(xs...)
    io = IOBuffer()
    print(io, xs...)
    return takestring!(io)
end
String(s::String) = s
String(s::AbstractString) = string(s)
String(s::Symbol) = string(s)

# "a" * 'b' * "c": all the pieces printed into one String.
*(s::Union{AbstractString, AbstractChar}, ss::Union{AbstractString, AbstractChar}...) = string(s, ss...)

# ---- errors ----
struct StringIndexError <: Exception
    string::AbstractString
    index::Int64
end
function showerror(io::IO, e::StringIndexError)
    s = e.string
    i = e.index
    print(io, "StringIndexError: invalid index [", i, "]")
    p = prevind(s, i)
    n = nextind(s, p)
    if p >= 1
        print(io, ", valid nearby indices [", p, "]=>")
        show(io, s[p])
        if n <= ncodeunits(s)
            print(io, ", [", n, "]=>")
            show(io, s[n])
        end
    end
end
string_index_err(s::AbstractString, i::Int64) = throw(StringIndexError(s, i))

# "attempt to access 5-codeunit String at index [7]"
string_boundserror(s::AbstractString, i) = throw(BoundsError(s, i))

# ---- bytes ----
# _cu: the byte at i, unchecked (callers have checked the bounds).
_cu(s::String, i::Int64) = Core._codeunit(s, i)

function codeunit(s::AbstractString, i::Int64)
    (i < 1) | (i > ncodeunits(s)) && string_boundserror(s, i)
    return _cu(s, i)
end

# ---- characters ----
# The Char starting at byte i and the index after it. A Char keeps the UTF-8
# bytes as they are, so an invalid sequence reads as an invalid Char: a lead
# byte takes the continuation bytes that follow it, up to the count it
# announces; any other byte is a Char of its own (Julia's rule).
# ASCII, the common case, is kept small enough for the C compiler to inline.
function next_char(s::AbstractString, i::Int64)
    b = _cu(s, i)
    b < 0x80 && return (bitcast(Char, shl_int(zext_int(UInt32, b), 24)), i + 1)
    return next_char_multibyte(s, i, b)
end
function next_char_multibyte(s::AbstractString, i::Int64, b::UInt8)
    u = shl_int(zext_int(UInt32, b), 24)
    if (b < 0xc0) | (b > 0xf7)
        return (bitcast(Char, u), i + 1)
    end
    n = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2
    k = 1
    while k < n && i + k <= ncodeunits(s) && (_cu(s, i + k) & 0xc0) == 0x80
        u = u | shl_int(zext_int(UInt32, _cu(s, i + k)), 24 - 8 * k)
        k += 1
    end
    return (bitcast(Char, u), i + k)
end

iterate(s::AbstractString) = iterate(s, 1)
iterate(s::AbstractString, i::Int64) = i > ncodeunits(s) ? nothing : next_char(s, i)
eltype(::Type{T}) where {T<:AbstractString} = Char

# An ASCII byte is a character of its own, so a run of them is counted
# without decoding; from the first other byte on, character by character.
function length(s::AbstractString)
    z = ncodeunits(s)
    i = 1
    while i <= z && _cu(s, i) < 0x80
        i += 1
    end
    n = i - 1
    while i <= z
        i = next_char(s, i)[2]
        n += 1
    end
    return n
end
# The characters that start at indices i through j (i must be valid, as in Julia).
function length(s::AbstractString, i::Int64, j::Int64)
    n = 0
    while i <= j
        i = nextind(s, i)
        n += 1
    end
    return n
end

# The start of the character holding byte i: a continuation byte belongs to
# the lead byte up to three bytes before it, if that lead announces enough
# bytes; otherwise it stands alone.
function thisind(s::AbstractString, i::Int64)
    n = ncodeunits(s)
    ((i == 0) | (i == n + 1)) && return i
    (i < 0) | (i > n) && string_boundserror(s, i)
    for back in 1:3
        (_cu(s, i - back + 1) & 0xc0) == 0x80 && i - back >= 1 || return i
        b = _cu(s, i - back)
        lead_min = back == 1 ? 0xc0 : back == 2 ? 0xe0 : 0xf0
        ((b >= lead_min) & (b <= 0xf7)) && return i - back
    end
    return i
end

isvalid(s::AbstractString, i::Int64) = (i >= 1) & (i <= ncodeunits(s)) && thisind(s, i) == i

# nextind/prevind move n characters; past either end they count one per step.
function nextind(s::AbstractString, i::Int64, n::Int64)
    n < 0 && throw(ArgumentError(string("n cannot be negative: ", n)))
    z = ncodeunits(s)
    (i < 0) | (i > z) && string_boundserror(s, i)
    n == 0 && return isvalid(s, i) || i == 0 ? i : string_index_err(s, i)
    while n > 0 && i < z
        i += 1
        isvalid(s, i) && (n -= 1)
    end
    return i + n
end
function prevind(s::AbstractString, i::Int64, n::Int64)
    n < 0 && throw(ArgumentError(string("n cannot be negative: ", n)))
    z = ncodeunits(s) + 1
    (i < 1) | (i > z) && string_boundserror(s, i)
    n == 0 && return isvalid(s, i) || i == z ? i : string_index_err(s, i)
    while n > 0 && i > 1
        i -= 1
        isvalid(s, i) && (n -= 1)
    end
    return i - n
end
nextind(s::AbstractString, i::Int64) = nextind(s, i, 1)
prevind(s::AbstractString, i::Int64) = prevind(s, i, 1)

firstindex(s::AbstractString) = 1
lastindex(s::AbstractString) = thisind(s, ncodeunits(s))

function getindex(s::AbstractString, i::Int64)
    (i < 1) | (i > ncodeunits(s)) && string_boundserror(s, i)
    isvalid(s, i) || string_index_err(s, i)
    return next_char(s, i)[1]
end

# s[i:j] is a new String; both ends must start characters.
function getindex(s::AbstractString, r::UnitRange{Int64})
    i = first(r)
    j = last(r)
    j < i && return ""
    (i < 1) | (j > ncodeunits(s)) && string_boundserror(s, r)
    isvalid(s, i) || string_index_err(s, i)
    isvalid(s, j) || string_index_err(s, j)
    return _slice(s, i - 1, nextind(s, j) - i)
end
_slice(s::String, off::Int64, len::Int64) = ccall(:jlrt_string_slice, String, (String, Int64, Int64), s, off, len)

# map(f, s) and filter(f, s): strings, of the characters f gives or accepts.
map(f, s::AbstractString) = string_of_chars(s) do io, c
    c2 = f(c)
    c2 isa AbstractChar || throw(ArgumentError("map(f, s::AbstractString) requires f to return AbstractChar; try map(f, collect(s)) or a comprehension instead"))
    print(io, c2)
end
filter(f, s::AbstractString) = string_of_chars((io, c) -> f(c) && print(io, c), s)
function string_of_chars(put, s::AbstractString)
    io = IOBuffer()
    for c in s
        put(io, c)
    end
    return String(take!(io))
end

first(s::AbstractString) = s[1]
last(s::AbstractString) = s[lastindex(s)]
first(s::AbstractString, n::Int64) = s[1:min(lastindex(s), nextind(s, 0, n))]
last(s::AbstractString, n::Int64) = s[max(1, prevind(s, ncodeunits(s) + 1, n)):lastindex(s)]

# eachindex(s): the valid indices, in order.
struct EachStringIndex{T<:AbstractString}
    s::T
end
eachindex(s::AbstractString) = EachStringIndex(s)
eltype(::Type{<:EachStringIndex}) = Int64
length(e::EachStringIndex) = length(e.s)
iterate(e::EachStringIndex) = isempty(e.s) ? nothing : (1, 1)
function iterate(e::EachStringIndex, i::Int64)
    j = nextind(e.s, i)
    return j > ncodeunits(e.s) ? nothing : (j, j)
end

# ---- comparison: by bytes, which for UTF-8 is by code point ----
function cmp(a::AbstractString, b::AbstractString)
    na = ncodeunits(a)
    nb = ncodeunits(b)
    for i in 1:min(na, nb)
        x = _cu(a, i)
        y = _cu(b, i)
        x != y && return x < y ? -1 : 1
    end
    return na < nb ? -1 : na > nb ? 1 : 0
end
==(a::String, b::String) = a === b
==(a::AbstractString, b::AbstractString) = ncodeunits(a) == ncodeunits(b) && cmp(a, b) == 0
<(a::AbstractString, b::AbstractString) = cmp(a, b) < 0
<=(a::AbstractString, b::AbstractString) = cmp(a, b) <= 0
isless(a::AbstractString, b::AbstractString) = cmp(a, b) < 0

# ---- String from and to bytes ----
# Julia's String(v) takes over v's memory and leaves v empty; we copy, then
# empty v, so programs see the same v afterwards.
function String(v::Vector{UInt8})
    s = ccall(:jlrt_string_from_bytes, String, (Vector{UInt8},), v)
    resize!(v, 0)
    return s
end
# Any other vector of bytes (a view, a range of a vector) is copied, and kept.
String(v::AbstractVector{UInt8}) = String(collect(v))

# The characters' UTF-8 encodings one after another: String(['a', 'b']) is "ab".
function String(chars::AbstractVector{<:AbstractChar})
    io = IOBuffer()
    for c in chars
        write(io, c)
    end
    return takestring!(io)
end

# codeunits(s): the bytes of s as a read-only vector.
struct CodeUnits{T, S<:AbstractString}
    s::S
end
codeunits(s::T) where {T<:AbstractString} = CodeUnits{UInt8, T}(s)
String(c::CodeUnits) = String(c.s)
write(io::IO, c::CodeUnits) = write(io, c.s)
length(c::CodeUnits) = ncodeunits(c.s)
size(c::CodeUnits) = (ncodeunits(c.s),)
eltype(c::CodeUnits{T}) where {T} = T
firstindex(c::CodeUnits) = 1
lastindex(c::CodeUnits) = ncodeunits(c.s)
getindex(c::CodeUnits, i::Int64) = codeunit(c.s, i)
iterate(c::CodeUnits) = iterate(c, 1)
iterate(c::CodeUnits, i::Int64) = i > ncodeunits(c.s) ? nothing : (_cu(c.s, i), i + 1)
function Array{UInt8, 1}(s::AbstractString)
    v = Vector{UInt8}(undef, ncodeunits(s))
    for i in 1:ncodeunits(s)
        Core._arrayset(v, _cu(s, i), i)
    end
    return v
end
collect(c::CodeUnits{UInt8}) = Vector{UInt8}(c.s)
# equal to a vector of the same elements, as an AbstractVector is
==(a::CodeUnits, b::Union{CodeUnits, Vector}) = collect(a) == collect(b)
==(a::Vector, b::CodeUnits) = b == a
# shown as the vector it is: UInt8[0x61, 0x62]
show(io::IO, c::CodeUnits) = show(io, collect(c))
print(io::IO, c::CodeUnits) = show(io, c)

# transcode between UTF-8 (String or UInt8), UTF-16 (UInt16) and UTF-32
# (UInt32). A lone surrogate in UTF-16 stays a code point of its own, as in
# Julia. From invalid UTF-8, UTF-16 gets what Julia's transcode makes: a
# sequence of a lead byte (C0-F4) and its continuation bytes becomes the
# code point its bits spell (also when overlong or a surrogate), and each
# byte of a sequence broken or cut short a unit of its own value; UTF-32 is
# the code point of each Char, which throws InvalidCharError for a
# malformed one, as Julia's UInt32(c) does.
transcode(::Type{UInt16}, s::String) = transcode(UInt16, Vector{UInt8}(s))
function transcode(::Type{UInt16}, b::Vector{UInt8})
    v = Vector{UInt16}(undef, 0)
    n, i = length(b), 1
    while i <= n
        a = b[i]
        len = a < 0xc0 ? 1 : a < 0xe0 ? 2 : a < 0xf0 ? 3 : a <= 0xf4 ? 4 : 1
        k = 1   # the bytes of the sequence so far: continuation bytes, and F4 at most F4 8F
        while k < len && i + k <= n && b[i + k] & 0xc0 == 0x80 && !(k == 1 && a == 0xf4 && b[i + 1] > 0x8f)
            k += 1
        end
        if k < len
            for j in i:i + k - 1
                push!(v, UInt16(b[j]))
            end
        else
            u = len == 1 ? UInt32(a) : UInt32(a & (0x7f >> len))
            for j in i + 1:i + len - 1
                u = u << 6 | UInt32(b[j] & 0x3f)
            end
            if u < 0x00010000
                push!(v, u % UInt16)
            else
                u -= 0x00010000
                push!(v, (0x0000d800 + (u >> 10)) % UInt16)
                push!(v, (0x0000dc00 + (u & 0x000003ff)) % UInt16)
            end
        end
        i += k
    end
    return v
end
function transcode(::Type{UInt32}, s::String)
    v = Vector{UInt32}(undef, 0)
    for c in s
        push!(v, UInt32(c))
    end
    return v
end
transcode(::Type{UInt8}, s::String) = Vector{UInt8}(s)
transcode(::Type{String}, s::String) = s
transcode(::Type{UInt32}, v::Vector{UInt8}) = transcode(UInt32, String(copy(v)))
transcode(::Type{String}, v::Vector{UInt8}) = String(copy(v))
function transcode(::Type{String}, v::Vector{UInt16})
    io = IOBuffer()
    i = 1
    while i <= length(v)
        u = UInt32(v[i])
        if (0x0000d800 <= u < 0x0000dc00) && i < length(v) && (0x0000dc00 <= v[i + 1] < 0x0000e000)
            u = 0x00010000 + ((u - 0x0000d800) << 10) + (UInt32(v[i + 1]) - 0x0000dc00)
            i += 1
        end
        print(io, Char(u))
        i += 1
    end
    return takestring!(io)
end
function transcode(::Type{String}, v::Vector{UInt32})
    io = IOBuffer()
    for u in v
        print(io, Char(u))
    end
    return takestring!(io)
end
transcode(::Type{UInt8}, v::Vector{T}) where {T<:Union{UInt16, UInt32}} = Vector{UInt8}(transcode(String, v))
# ---- Char <-> code point ----
# The error of asking for the code point of a Char that has none: a
# malformed one, or an overlong encoding. (Base does not export it, so it
# shows qualified: Base.InvalidCharError{Char}('\xff').)
struct InvalidCharError{T<:AbstractChar} <: Exception
    char::T
end
show(io::IO, e::InvalidCharError{T}) where {T} = (print(io, "Base.InvalidCharError{", T, "}("); show(io, e.char); print(io, ')'))
showerror(io::IO, e::InvalidCharError) = show(io, e)

# codepoint(c), UInt32(c): the code point c encodes (decode_char: of a
# Char known to have one); Char(u) encodes one.
codepoint(c::Char) = (ismalformed(c) | isoverlong(c)) ? throw(InvalidCharError(c)) : decode_char(c)
function decode_char(c::Char)
    u = bitcast(UInt32, c)
    b0 = lshr_int(u, 24)
    b0 < 0x00000080 && return b0
    b1 = lshr_int(u, 16) & 0x0000003f
    b0 < 0x000000e0 && return shl_int(b0 & 0x0000001f, 6) | b1
    b2 = lshr_int(u, 8) & 0x0000003f
    b0 < 0x000000f0 && return shl_int(b0 & 0x0000000f, 12) | shl_int(b1, 6) | b2
    return shl_int(b0 & 0x00000007, 18) | shl_int(b1, 12) | shl_int(b2, 6) | (u & 0x0000003f)
end

function Char(cp::UInt32)
    cp < 0x00000080 && return bitcast(Char, shl_int(cp, 24))
    if cp < 0x00000800
        return bitcast(Char, shl_int(0x000000c0 | lshr_int(cp, 6), 24) | shl_int(0x00000080 | (cp & 0x0000003f), 16))
    end
    if cp < 0x00010000
        return bitcast(Char, shl_int(0x000000e0 | lshr_int(cp, 12), 24) | shl_int(0x00000080 | (lshr_int(cp, 6) & 0x0000003f), 16) |
                             shl_int(0x00000080 | (cp & 0x0000003f), 8))
    end
    return bitcast(Char, shl_int(0x000000f0 | lshr_int(cp, 18), 24) | shl_int(0x00000080 | (lshr_int(cp, 12) & 0x0000003f), 16) |
                         shl_int(0x00000080 | (lshr_int(cp, 6) & 0x0000003f), 8) | (0x00000080 | (cp & 0x0000003f)))
end
Char(cp::Int64) = Char(trunc_int(UInt32, cp))
Char(cp::Union{UInt8, UInt16}) = Char(zext_int(UInt32, cp))
Int64(c::Char) = zext_int(Int64, codepoint(c))
UInt32(c::Char) = codepoint(c)
# other integer types through the code point: UInt8('a') is 0x61, UInt8('ā')
# an InexactError; c % T wraps it instead
Int8(c::Char) = Int8(codepoint(c))
Int16(c::Char) = Int16(codepoint(c))
Int32(c::Char) = Int32(codepoint(c))
Int128(c::Char) = Int128(codepoint(c))
UInt8(c::Char) = UInt8(codepoint(c))
UInt16(c::Char) = UInt16(codepoint(c))
UInt64(c::Char) = UInt64(codepoint(c))
UInt128(c::Char) = UInt128(codepoint(c))
rem(c::Char, ::Type{T}) where {T<:Integer} = rem(codepoint(c), T)

+(c::Char, n::Int64) = Char(Int64(c) + n)
-(c::Char, n::Int64) = Char(Int64(c) - n)
-(a::Char, b::Char) = Int64(a) - Int64(b)

# A Char that is not the UTF-8 encoding of one code point (Julia's ismalformed):
# a continuation byte first, a lead byte announcing more bytes than follow,
# or a following byte that is not a continuation byte.
function ismalformed(c::Char)
    u = bitcast(UInt32, c)
    nbytes = u == 0x00000000 ? 1 : 4 - div(zext_int(Int64, cttz_int(u)), 8)
    b0 = lshr_int(u, 24)
    b0 < 0x00000080 && return nbytes != 1
    (b0 & 0x000000c0) == 0x00000080 && return true
    want = b0 >= 0x000000f0 ? 4 : b0 >= 0x000000e0 ? 3 : 2
    (b0 > 0x000000f7) | (nbytes < want) && return true
    for k in 1:nbytes - 1
        (lshr_int(u, 24 - 8 * k) & 0x000000c0) == 0x00000080 || return true
    end
    return false
end
# An encoding longer than needed: C0/C1 leads, E0 80-9F, F0 80-8F.
function isoverlong(c::Char)
    u = bitcast(UInt32, c)
    b0 = lshr_int(u, 24)
    return (b0 == 0x000000c0) | (b0 == 0x000000c1) | (lshr_int(u, 21) == 0x00000704) | (lshr_int(u, 20) == 0x00000f08)
end
# The bytes of c's UTF-8 (or malformed) encoding: those up to its last nonzero one.
ncodeunits(c::Char) = 4 - div(zext_int(Int64, cttz_int(bitcast(UInt32, c) | 0xff000000)), 8)
# A Char that encodes a Unicode scalar value (no surrogates, at most U+10FFFF).
function isvalid(c::Char)
    (ismalformed(c) | isoverlong(c)) && return false
    u = decode_char(c)
    return (u < 0x0000d800) | ((u > 0x0000dfff) & (u <= 0x0010ffff))
end
isvalid(::Type{Char}, c::Char) = isvalid(c)
# A code point is valid when it is a Unicode scalar value.
isvalid(::Type{Char}, u::Integer) = (0 <= u < 0xd800) | (0xdfff < u <= 0x10ffff)
isvalid(::Type{String}, s::AbstractString) = isvalid(s)
# A String is valid when each of its characters is.
function isvalid(s::AbstractString)
    for c in s
        isvalid(c) || return false
    end
    return true
end
