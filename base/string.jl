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

# ---- bytes and characters ----
struct StringIndexError <: Exception
    string::String
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
        if n <= sizeof(s)
            print(io, ", [", n, "]=>")
            show(io, s[n])
        end
    end
end

function codeunit(s::String, i::Int64)
    (i < 1) | (i > sizeof(s)) && throw(BoundsError(string(sizeof(s), "-codeunit String"), i))
    return Core._codeunit(s, i)
end

# The Char starting at byte i and the index after it. A Char keeps the UTF-8
# bytes as they are, so an invalid sequence reads as an invalid Char (Julia's rule).
function next_char(s::String, i::Int64)
    b = Core._codeunit(s, i)
    u = shl_int(zext_int(UInt32, b), 24)
    if b < 0xc0
        return (bitcast(Char, u), i + 1)
    end
    n = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2
    k = 1
    while k < n && i + k <= sizeof(s) && (Core._codeunit(s, i + k) & 0xc0) == 0x80
        u = u | shl_int(zext_int(UInt32, Core._codeunit(s, i + k)), 24 - 8 * k)
        k += 1
    end
    return (bitcast(Char, u), i + k)
end

iterate(s::String) = iterate(s, 1)
iterate(s::String, i::Int64) = i > sizeof(s) ? nothing : next_char(s, i)

function length(s::String)
    n = 0
    for c in s
        n += 1
    end
    return n
end

isvalid_index(s::String, i::Int64) = (i >= 1) & (i <= sizeof(s)) && (Core._codeunit(s, i) & 0xc0) != 0x80

function getindex(s::String, i::Int64)
    (i < 1) | (i > sizeof(s)) && throw(BoundsError(string(sizeof(s), "-codeunit String"), i))
    isvalid_index(s, i) || throw(StringIndexError(s, i))
    return next_char(s, i)[1]
end
firstindex(s::String) = 1

# s[i:j]: the characters from the one at byte i to the one at byte j.
function getindex(s::String, r::UnitRange{Int64})
    i = r.start
    j = r.stop
    j < i && return ""
    (i < 1) | (j > sizeof(s)) && throw(BoundsError(string(sizeof(s), "-codeunit String"), string(i, ':', j)))
    isvalid_index(s, i) || throw(StringIndexError(s, i))
    isvalid_index(s, j) || throw(StringIndexError(s, j))
    n = nextind(s, j) - i
    return ccall(:jlrt_string_slice, String, (String, Int64, Int64), s, i, n)
end
lastindex(s::String) = prevind(s, sizeof(s) + 1)

function prevind(s::String, i::Int64)
    j = i - 1
    while j > 1 && !isvalid_index(s, j)
        j -= 1
    end
    return j
end
nextind(s::String, i::Int64) = i < 1 ? 1 : next_char(s, i)[2]

# Codepoints: decode/encode the UTF-8 bytes a Char holds.
function codepoint(c::Char)
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

+(c::Char, n::Int64) = Char(Int64(c) + n)
-(c::Char, n::Int64) = Char(Int64(c) - n)
-(a::Char, b::Char) = Int64(a) - Int64(b)

isascii(c::Char) = bitcast(UInt32, c) < 0x80000000
isdigit(c::Char) = ('0' <= c) & (c <= '9')
isuppercase(c::Char) = ('A' <= c) & (c <= 'Z')
islowercase(c::Char) = ('a' <= c) & (c <= 'z')
isletter(c::Char) = isuppercase(c) | islowercase(c)
isspace(c::Char) = (c == ' ') | (c == '\t') | (c == '\n') | (c == '\r') | (c == '\v') | (c == '\f')
uppercase(c::Char) = islowercase(c) ? c - 32 : c
lowercase(c::Char) = isuppercase(c) ? c + 32 : c

function uppercase(s::String)
    io = IOBuffer()
    for c in s
        print(io, uppercase(c))
    end
    return takestring!(io)
end
function lowercase(s::String)
    io = IOBuffer()
    for c in s
        print(io, lowercase(c))
    end
    return takestring!(io)
end

function reverse(s::String)
    io = IOBuffer()
    i = lastindex(s)
    while i >= 1
        print(io, s[i])
        i = prevind(s, i)
    end
    return takestring!(io)
end

function ^(s::String, n::Int64)
    n < 0 && throw(ArgumentError("can't repeat a string -1 times"))
    io = IOBuffer()
    for i in 1:n
        print(io, s)
    end
    return takestring!(io)
end
repeat(s::String, n::Int64) = s^n

function startswith(s::String, prefix::String)
    sizeof(prefix) > sizeof(s) && return false
    for i in 1:sizeof(prefix)
        Core._codeunit(s, i) == Core._codeunit(prefix, i) || return false
    end
    return true
end

function endswith(s::String, suffix::String)
    off = sizeof(s) - sizeof(suffix)
    off < 0 && return false
    for i in 1:sizeof(suffix)
        Core._codeunit(s, off + i) == Core._codeunit(suffix, i) || return false
    end
    return true
end
