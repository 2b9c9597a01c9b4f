# io.jl (strings) — how strings and characters show: escape_string, repr,
# sprint, and show for String, SubString and Char.

# u in hexadecimal, lowercase, at least pad digits.
function print_hex(io::IO, u::UInt32, pad::Int64)
    ndigits = 1
    while ndigits < 8 && lshr_int(u, 4 * ndigits) != 0x00000000
        ndigits += 1
    end
    for k in max(ndigits, pad) - 1:-1:0
        d = trunc_int(UInt8, lshr_int(u, 4 * k) & 0x0000000f)
        print(io, ascii_char(d < 0x0a ? 0x30 + d : 0x57 + d))
    end
end
string_hex(u::UInt32, pad::Int64) = (io = IOBuffer(); print_hex(io, u, pad); takestring!(io))

# escape_string(io, s, esc): s as it appears between quotes in Julia source.
# Backslash escapes for the characters in esc, the backslash, and the
# controls; \x, \u or \U escapes for other unprintable characters; \x for
# each byte of invalid UTF-8. A hex escape is padded to full width when a hex
# digit follows it (so it cannot absorb that digit), as is \0 before 0-7.
# Characters in keep are written as they are; ascii escapes every non-ASCII
# character, fullhex pads every hex escape to full width.
function escape_chars(io::IO, s::AbstractString, esc, keep, ascii::Bool, fullhex::Bool)
    i = 1
    n = ncodeunits(s)
    while i <= n
        c, j = next_char(s, i)
        following = j <= n ? next_char(s, j)[1] : '\0'
        has_following = j <= n
        if char_matches_esc(esc, c)
            print(io, '\\', c)
        elseif char_matches_esc(keep, c)
            print(io, c)
        elseif isascii(c)
            if c == '\0'
                print(io, has_following && ('0' <= following) & (following <= '7') ? "\\x00" : "\\0")
            elseif c == '\e'
                print(io, "\\e")
            elseif c == '\\'
                print(io, "\\\\")
            elseif ('\a' <= c) & (c <= '\r')
                print(io, '\\', "abtnvfr"[Int64(c) - 6])
            elseif (c < ' ') | (c == '\x7f')
                print(io, "\\x")
                print_hex(io, codepoint(c), 2)
            else
                print(io, c)
            end
        elseif !ismalformed(c) && !isoverlong(c)
            u = codepoint(c)
            full = fullhex || has_following && isxdigit(following)
            if !ascii && isprint(c)
                print(io, c)
            elseif u <= 0x0000ffff
                print(io, "\\u")
                print_hex(io, u, full ? 4 : 2)
            else
                print(io, "\\U")
                print_hex(io, u, full ? 8 : 4)
            end
        else
            for k in i:j - 1
                print(io, "\\x")
                print_hex(io, zext_int(UInt32, _cu(s, k)), 2)
            end
        end
        i = j
    end
end
char_matches_esc(esc::AbstractString, c::Char) = occursin(c, esc)
char_matches_esc(esc::AbstractChar, c::Char) = esc == c
char_matches_esc(esc::Tuple, c::Char) = chars_contain(esc, c)
escape_string(io::IO, s::AbstractString, esc=""; keep=(), ascii::Bool=false, fullhex::Bool=false) =
    escape_chars(io, s, esc, keep, ascii, fullhex)
escape_string(s::AbstractString, esc=""; keep=(), ascii::Bool=false, fullhex::Bool=false) =
    (io = IOBuffer(); escape_chars(io, s, esc, keep, ascii, fullhex); takestring!(io))

# unescape_string(s[, keep]): s with its backslash escapes read as Julia's
# string literals read them (\n, \e, \\, \", \x41 a byte, \u03c0 and
# \U0001f600 a character, \101 an octal byte); a character in `keep` stays
# escaped, a backslash that ends s stays as it is.
function unescape_string(s::AbstractString, keep=())
    io = IOBuffer()
    i, last = firstindex(s), lastindex(s)
    while i <= last
        c = s[i]
        i = nextind(s, i)
        if c != '\\' || i > last
            print(io, c)
            continue
        end
        c = s[i]
        i = nextind(s, i)
        if c in keep
            print(io, '\\', c)
        elseif c == 'x' || c == 'u' || c == 'U'
            most = c == 'x' ? 2 : c == 'u' ? 4 : 8
            v, k = 0, 0
            while k < most && i <= last && (d = digit_value(s[i], 16)) < 16
                v = 16v + d
                i = nextind(s, i)
                k += 1
            end
            (k == 0 || v > 0x10ffff) &&
                throw(ArgumentError(c == 'x' ? "invalid hex (\\x) escape sequence" : string("invalid unicode (\\", c, ") escape sequence")))
            c == 'x' ? write(io, UInt8(v)) : print(io, Char(v))
        elseif '0' <= c <= '7'
            v, k = c - '0', 1
            while k < 3 && i <= last && '0' <= s[i] <= '7'
                v = 8v + (s[i] - '0')
                i = nextind(s, i)
                k += 1
            end
            v > 255 && throw(ArgumentError("octal escape sequence out of range"))
            write(io, UInt8(v))
        else
            print(io, c == 'a' ? '\a' : c == 'b' ? '\b' : c == 't' ? '\t' : c == 'n' ? '\n' : c == 'v' ? '\v' :
                      c == 'f' ? '\f' : c == 'r' ? '\r' : c == 'e' ? '\e' : c == '\\' || c == '"' ? c :
                      throw(ArgumentError(string("invalid escape sequence \\", c))))
        end
    end
    return takestring!(io)
end

show(io::IO, s::AbstractString) = (print(io, '"'); escape_chars(io, s, ('"', '$'), (), false, false); print(io, '"'))
show(io::IO, c::Char) = (print(io, '\''); escape_chars(io, string(c), '\'', (), false, false); print(io, '\''))

# repr(x): x as show writes it; sprint(f, args...): what f writes to an IO,
# within the context given (:compact => true, a tuple of such pairs, or an
# IO whose context to take).
repr(x; context=nothing) = sprint(show, x; context=context)
function sprint(f::Function, args...; context=nothing)
    io = IOBuffer()
    f(with_context(io, context), args...)
    return takestring!(io)
end
with_context(io::IO, ::Nothing) = io
with_context(io::IO, context::Pair) = IOContext(io, context)
with_context(io::IO, context::Tuple) = IOContext(io, context...)
with_context(io::IO, context::IO) = IOContext(io, context)
