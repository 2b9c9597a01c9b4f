# printf.jl — Julia's Printf: @printf, @sprintf, Printf.Format and Printf.format.
#
# @printf's format is parsed when the program is compiled (src/printf.c): a bad
# one is a compile error, as Julia's is one at macro expansion. `@printf(io, "a%5.2fb", x)`
# becomes print(io, "a"); Printf.fmt_float(io, Printf.Spec('f', ..., 5, 2, ...), x);
# print(io, "b"), all arguments being evaluated first. `Printf.Format(s)` parses
# s when called, as Julia's does, into a Format value which Printf.format walks.
# The output is that of Julia's Printf (stdlib/Printf) character for character.

module Printf

# One conversion: %[flags][width][.precision]conv. A width or precision of `*`
# (dynamic) is taken from the arguments; Printf.format fills it in, @printf's
# expansion passes the argument itself.
struct Spec
    conv::Char
    leftalign::Bool
    plus::Bool
    space::Bool
    zero::Bool
    hash::Bool
    width::Int
    precision::Int
    dynamic_width::Bool
    dynamic_precision::Bool
end

# The literal text around the specs (one more piece than specs, "%%" already
# made "%"), and how many arguments the format consumes.
struct Format
    pieces::Vector{String}
    specs::Vector{Spec}
    numarguments::Int
end

function Format(pieces::Tuple, specs::Tuple, numarguments::Int)
    ps = String[]
    for p in pieces
        push!(ps, p)
    end
    ss = Spec[]
    for s in specs
        push!(ss, s)
    end
    return Format(ps, ss, numarguments)
end

# ---- Printf.Format(s): a format parsed at run time ----
# The grammar and messages are src/printf.c's, which parses @printf's literal
# formats when the program is compiled (as Julia's macro expansion does);
# Printf.Format of any string, literal or not, parses it here when called.

# Julia's error for a bad format: the message, and the format with the bytes
# start_color:end_color (from the '%' to where it went wrong) underlined.
struct InvalidFormatStringError <: Exception
    message::String
    format::String
    start_color::Int
    end_color::Int
end

function Base.showerror(io::IO, err::InvalidFormatStringError)
    f = err.format
    println(io, "InvalidFormatStringError: ", err.message)
    invalid = SubString(f, err.start_color, err.end_color)
    println(io, "    \"", SubString(f, 1, err.start_color - 1), invalid,
            SubString(f, err.end_color + 1, ncodeunits(f)), '"')
    print(io, "    ", repeat(" ", err.start_color), repeat("-", length(invalid) - 1), "^\n")
end

invalid_format(msg::String, f::String, from::Int, to::Int) = throw(InvalidFormatStringError(msg, f, from, to))

# The byte at s[i] as a Char, to compare with ASCII ones.
fmt_char_at(s::String, i::Int) = Char(codeunit(s, i))

# Digits at s[i...]: their value and the index after them (printf.c's limit).
function format_number(s::String, i::Int, n::Int, what::String, pct::Int)
    v = 0
    while i <= n && '0' <= fmt_char_at(s, i) <= '9'
        v = 10v + (fmt_char_at(s, i) - '0')
        v > 1000000000 && invalid_format(string(what, " is too large"), s, pct, i)
        i += 1
    end
    return v, i
end

function Format(str::AbstractString)
    s = String(str)
    n = ncodeunits(s)
    pieces = String[]
    specs = Spec[]
    numarguments = 0
    lit = IOBuffer()
    i = 1
    while i <= n
        b = codeunit(s, i)
        c = Char(b)
        i += 1
        if c != '%'
            write(lit, b)
            continue
        end
        pct = i - 1
        i > n && invalid_format("Format specifier is incomplete", s, pct, pct)
        if fmt_char_at(s, i) == '%'
            write(lit, b)
            i += 1
            continue
        end
        push!(pieces, takestring!(lit))
        leftalign = plus = space = zero = hash = false
        while true
            i > n && invalid_format("Format specifier is incomplete", s, pct, n)
            c = fmt_char_at(s, i)
            if c == '-'
                leftalign = true
            elseif c == '+'
                plus = true
            elseif c == ' '
                space = true
            elseif c == '0'
                zero = true
            elseif c == '#'
                hash = true
            else
                break
            end
            i += 1
        end
        width = 0
        dynamic_width = fmt_char_at(s, i) == '*'
        if dynamic_width
            numarguments += 1
            i += 1
        else
            width, i = format_number(s, i, n, "Width", pct)
        end
        precision = -2        # none given
        dynamic_precision = false
        if i <= n && fmt_char_at(s, i) == '.'
            i += 1
            i > n && invalid_format("Precision specifier is missing precision", s, pct, n)
            dynamic_precision = fmt_char_at(s, i) == '*'
            if dynamic_precision
                numarguments += 1
                precision = 0
                i += 1
            else
                precision, i = format_number(s, i, n, "Precision", pct)
            end
        end
        # length modifiers (hh h l ll L j q t z) are read and ignored
        if i <= n && (fmt_char_at(s, i) == 'h' || fmt_char_at(s, i) == 'l')
            m = codeunit(s, i)
            i += 1
            i <= n && codeunit(s, i) == m && (i += 1)
            i > n && invalid_format("Length modifier is missing type specifier", s, pct, n)
        elseif i <= n && fmt_char_at(s, i) in "Ljqtz"
            i += 1
            i > n && invalid_format("Length modifier is missing type specifier", s, pct, n)
        end
        i > n && invalid_format("Format specifier is incomplete", s, pct, n)
        b = codeunit(s, i)
        conv = Char(b)
        if !(conv in "diouxXDOUeEfFgGaAcCsSpn")
            c = isvalid(s, i) ? s[i] : Char(b)
            invalid_format(string("'", c, "' is not a valid type specifier"), s, pct, i)
        end
        conv in "DOUn" && error(string("the Printf conversion %", conv, " is not supported yet"))
        i += 1
        if precision == -2
            precision = conv in "eEfFgG" ? 6 : conv in "aAcCsS" ? -1 : 0
        end
        numarguments += 1
        push!(specs, Spec(conv, leftalign, plus, space, zero & !leftalign, hash, width, precision,
                          dynamic_width, dynamic_precision))
    end
    push!(pieces, takestring!(lit))
    return Format(pieces, specs, numarguments)
end

argmismatch(a, b) =
    throw(ArgumentError("Number of format specifiers and number of provided args differ: $a != $b"))

function pad(io::IO, n::Int, c::Char)
    for _ in 1:n
        print(io, c)
    end
end

# ---- %s and %c ----

function fmt_str(io::IO, s::Spec, arg)
    str = string(arg)
    # `#` quotes a string and marks a symbol with ':' (Julia counts one extra
    # column for anything else, printing nothing for it)
    slen = textwidth(str) + (s.hash ? (arg isa AbstractString ? 2 : 1) : 0)
    p = s.precision == -1 ? slen : min(slen, s.precision)
    shown = p
    s.leftalign || pad(io, s.width - p, ' ')
    if s.hash
        if arg isa Symbol
            print(io, ':')
            p -= 1
        elseif arg isa AbstractString
            print(io, '"')
            p -= 1
        end
    end
    for c in str
        p -= textwidth(c)
        p < 0 && break
        print(io, c)
    end
    s.hash && arg isa AbstractString && p > 0 && print(io, '"')
    s.leftalign && pad(io, s.width - shown, ' ')
    return nothing
end

printf_char(c::Char) = c
printf_char(x::Integer) = Char(UInt32(x))
printf_char(s::AbstractString) = s[1]

function fmt_char(io::IO, s::Spec, arg)
    c = printf_char(arg)
    w = textwidth(c)
    s.leftalign || pad(io, s.width - w, ' ')
    print(io, c)
    s.leftalign && pad(io, s.width - w, ' ')
    return nothing
end

# ---- %d %i %u %o %x %X ----

# u >= 0 in base b (8 or 16), at least ndig digits, hex letters upper or lower case.
function print_digits(io::IO, u::Integer, b::Int, ndig::Int, upper::Bool)
    ub = oftype(u, b)
    q = div(u, ub)
    (q != zero(u) || ndig > 1) && print_digits(io, q, b, ndig - 1, upper)
    d = rem(u, ub) % UInt8
    print(io, ascii_char(d < 0x0a ? 0x30 + d : (upper ? 0x37 : 0x57) + d))
end

toint(x) = x
toint(x::Rational) = x.den == 1 ? x.num : throw(InexactError(:Integer, Integer, x))

magnitude(x::Unsigned) = x
magnitude(x::Signed) = unsigned(abs(x))     # typemin's abs wraps; unsigned is right
magnitude(x::Bool) = UInt8(x)
magnitude(x::BigInt) = abs(x)

# A float given to an integer conversion prints as %.0f with the same flags.
fmt_int(io::IO, s::Spec, arg::AbstractFloat) =
    fmt_float(io, Spec('f', s.leftalign, s.plus, s.space, s.zero, s.hash, s.width, 0, false, false), arg)

function fmt_int(io::IO, s::Spec, arg)
    x = toint(arg)
    c = s.conv
    b = c == 'x' || c == 'X' ? 16 : c == 'o' ? 8 : 10
    n = ndigits(x, base=b, pad=1)
    neg = x < 0
    width, prec = s.width, s.precision
    zero = s.zero && !(prec > 0)              # a precision turns off zero padding
    prefix = !s.hash ? "" : c == 'o' ? "0" : c == 'x' ? "0x" : c == 'X' ? "0X" : ""
    arglen = n + (neg || s.plus || s.space ? 1 : 0) + sizeof(prefix)
    arglen2 = arglen < width && prec > 0 ? arglen + min(max(0, prec - n), width - arglen) : arglen
    !s.leftalign && !zero && pad(io, width - arglen2, ' ')
    if neg
        print(io, '-')
    elseif s.plus
        print(io, '+')
    elseif s.space
        print(io, ' ')
    end
    print(io, prefix)
    if zero && arglen2 < width
        pad(io, width - arglen2, '0')
    elseif n < prec
        pad(io, prec - n, '0')
    elseif arglen < arglen2
        pad(io, arglen2 - arglen, '0')
    end
    b == 10 ? print(io, magnitude(x)) : print_digits(io, magnitude(x), b, n, c == 'X')
    s.leftalign && pad(io, width - arglen2, ' ')
    return nothing
end

# ---- %p ----

# A pointer (or an integer) as %#.16x of its address, as Julia's %p on 64 bits.
address(p::Ptr) = Core.Intrinsics.bitcast(UInt64, p)
address(x::Integer) = UInt64(x)
fmt_ptr(io::IO, s::Spec, arg) =
    fmt_int(io, Spec('x', s.leftalign, s.plus, s.space, s.zero, true, s.width, 16, false, false), address(arg))

# ---- %e %E %f %F %g %G %a %A ----

tofloat(x) = Float64(x)
tofloat(x::Float64) = x
tofloat(x::Float32) = x

# Ryu's sign rule: '-' for a set sign bit (not on NaN), else '+' or ' ' by flag.
signstr(x::Float64, plus::Bool, space::Bool) =
    signbit(x) && !isnan(x) ? "-" : plus ? "+" : space ? " " : ""
signbyte(x::Float64, plus::Bool, space::Bool) =
    signbit(x) && !isnan(x) ? 0x2d : plus ? 0x2b : space ? 0x20 : 0x00

# |x| in C's %e/%E/%f style, after the sign byte given (0: none); trim drops
# the fraction's trailing zeros and a point left last (%g without `#`).
digits_of(x::Float64, prec::Int, conv::Char, hash::Bool, sign::UInt8, trim::Bool) =
    ccall(:jlrt_printf_float_digits, String, (Float64, Int64, UInt8, Bool, UInt8, Bool),
          abs(x), prec, codepoint(conv) % UInt8, hash, sign, trim)

# The decimal exponent of |x| written with prec digits after the point.
exp10_of(x::Float64, prec::Int) = ccall(:jlrt_printf_exponent, Int64, (Float64, Int64), abs(x), prec)

function float_body(c::Char, x::Float64, prec::Int, plus::Bool, space::Bool, hash::Bool)
    if c == 'g' || c == 'G'
        # Julia's %g: Inf and NaN as print shows them, without + or space
        isnan(x) && return "NaN"
        isinf(x) && return x < 0 ? "-Inf" : "Inf"
        p = prec == 0 ? 1 : prec
        # the style as C11 says, from the exponent of x written with p digits
        # after the point (one more than C's rule uses, as Julia does)
        e = exp10_of(x, p)
        sb = signbyte(x, plus, space)
        return -4 <= e < p ? digits_of(x, p - (e + 1), 'f', hash, sb, !hash) :
                             digits_of(x, p - 1, c == 'g' ? 'e' : 'E', hash, sb, !hash)
    end
    sign = signstr(x, plus, space)
    isnan(x) && return string(sign, "NaN")
    isinf(x) && return string(sign, "Inf")
    if c == 'a' || c == 'A'
        return string(sign, hexfloat(abs(x), prec, hash, c == 'A'))
    end
    style = c == 'e' ? 'e' : c == 'E' ? 'E' : 'f'
    return digits_of(x, prec, style, hash, signbyte(x, plus, space), false)
end

# %a of a finite x >= 0: the significand in hex with a leading 1 (2 after
# rounding up), then p and the binary exponent. prec -1: as many digits as
# needed. Subnormals are normalized, as Julia does (0x1p-1074).
function hexfloat(x::Float64, prec::Int, hash::Bool, upper::Bool)
    io = IOBuffer()
    print(io, upper ? "0X" : "0x")
    if x == 0
        print(io, '0')
        if prec > 0
            print(io, '.')
            pad(io, prec, '0')
        end
        print(io, upper ? "P+0" : "p+0")
        return takestring!(io)
    end
    e = exponent(x)                       # x = m * 2^e, 1 <= m < 2
    m = ldexp(x, -e)
    if prec >= 0
        sigbits = 4 * min(prec, 13)
        r = round(ldexp(m, sigbits))      # to even: 0x1.8p+0 with %.0a is 0x2p+0
        u = unsafe_trunc(UInt64, r)
        ndig = 1 + (sigbits >> 2)
    else
        u = (reinterpret(UInt64, m) & 0x000fffffffffffff) | 0x0010000000000000
        t = trailing_zeros(u) >> 2
        u >>= (t << 2)
        ndig = 14 - t
        prec = ndig - 1
    end
    rest = ndig - 1                       # hex digits after the leading one
    print_digits(io, u >> (4 * rest), 16, 1, upper)
    (rest > 0 || hash || prec > 0) && print(io, '.')
    rest > 0 && print_digits(io, u & ((one(u) << (4 * rest)) - one(u)), 16, rest, upper)
    pad(io, prec - rest, '0')
    print(io, upper ? 'P' : 'p', e < 0 ? '-' : '+', abs(e))
    return takestring!(io)
end

# len bytes of s after the first off (s is ASCII here).
print_bytes(io::IO, s::String, off::Int, len::Int) =
    ccall(:jlrt_write_substring, Cvoid, (Ptr{Cvoid}, String, Int64, Int64), io.handle, s, off, len)

# The C conversion of s, with its flags, width and precision resolved, and
# modifier before the conversion letter, as Julia's string(spec; modifier).
function spec_string(s::Spec, modifier::String)
    return string('%', s.leftalign ? "-" : "", s.plus ? "+" : "", s.space ? " " : "",
                  s.zero ? "0" : "", s.hash ? "#" : "", s.width > 0 ? string(s.width) : "",
                  s.precision >= 0 ? string('.', s.precision) : "", modifier, s.conv)
end

# Julia prints a finite BigFloat with MPFR's printf, refusing an output of
# more than 8 KiB that does not fit the room it reserved for the conversion.
function fmt_float(io::IO, s::Spec, x::BigFloat)
    isfinite(x) || return fmt_float(io, s, Float64(x))
    str = ccall(:jlrt_mpfr_printf, String, (String, BigFloat), spec_string(s, "R"), x)
    n = sizeof(str)
    if n > 8192 && n > max(s.width, s.hash + 309 + s.precision + 5)
        throw(ArgumentError(string("The given BigFloat requires ", n, " bytes to be printed, which is more than the maximum of 8192 bytes supported.")))
    end
    print(io, str)
    return nothing
end

function fmt_float(io::IO, s::Spec, arg)
    x = Float64(tofloat(arg))
    body = float_body(s.conv, x, s.precision, s.plus, s.space, s.hash)
    n = s.width - sizeof(body)                # the body is ASCII
    if n <= 0
        print(io, body)
    elseif s.leftalign
        print(io, body)
        pad(io, n, ' ')
    elseif s.zero && isfinite(x)
        # zeros go after the sign (and after 0x for %a)
        k = (x < 0 || s.plus || s.space ? 1 : 0) + (s.conv == 'a' || s.conv == 'A' ? 2 : 0)
        print_bytes(io, body, 0, k)
        pad(io, n, '0')
        print_bytes(io, body, k, sizeof(body) - k)
    else
        pad(io, n, ' ')
        print(io, body)
    end
    return nothing
end

# ---- Printf.format ----

isint_conv(c::Char) = c == 'd' || c == 'i' || c == 'u' || c == 'x' || c == 'X' || c == 'o'

# One argument by a spec only known at run time (a Format's). Julia throws a
# MethodError for a value the conversion cannot print; this is an ArgumentError.
function fmt(io::IO, s::Spec, arg)
    c = s.conv
    if c == 's' || c == 'S'
        fmt_str(io, s, arg)
    elseif c == 'c' || c == 'C'
        fmt_checked_char(io, s, arg)
    elseif isint_conv(c)
        fmt_checked_int(io, s, arg)
    elseif c == 'p'
        fmt_checked_ptr(io, s, arg)
    else
        fmt_checked_float(io, s, arg)
    end
end

fmt_checked_char(io::IO, s::Spec, arg::Union{Char, Integer, AbstractString}) = fmt_char(io, s, arg)
fmt_checked_char(io::IO, s::Spec, arg) = cannot_format(s, arg)
fmt_checked_int(io::IO, s::Spec, arg::Union{Integer, AbstractFloat}) = fmt_int(io, s, arg)
fmt_checked_int(io::IO, s::Spec, arg::Rational) = fmt_int(io, s, arg)
fmt_checked_int(io::IO, s::Spec, arg) = cannot_format(s, arg)
fmt_checked_ptr(io::IO, s::Spec, arg::Union{Ptr, Integer}) = fmt_ptr(io, s, arg)
fmt_checked_ptr(io::IO, s::Spec, arg) = cannot_format(s, arg)
fmt_checked_float(io::IO, s::Spec, arg::Real) = fmt_float(io, s, arg)
fmt_checked_float(io::IO, s::Spec, arg) = cannot_format(s, arg)
cannot_format(s::Spec, arg) = throw(ArgumentError("%$(s.conv) cannot format a value of type $(typeof(arg))"))

dynamic_int(a::Union{Integer, AbstractFloat}) = Int(a)
dynamic_int(a) = throw(ArgumentError("a * width or precision must be an integer, got a $(typeof(a))"))

# Walk the arguments: spec i takes its dynamic width and precision (k of them
# taken so far, held in w and p), then its value.
format_args(io::IO, f::Format, i::Int, k::Int, w::Int, p::Int) = nothing
function format_args(io::IO, f::Format, i::Int, k::Int, w::Int, p::Int, a, rest...)
    s = f.specs[i]
    if k == 0 && s.dynamic_width
        return format_args(io, f, i, 1, dynamic_int(a), p, rest...)
    elseif k <= 1 && s.dynamic_precision
        return format_args(io, f, i, 2, w, dynamic_int(a), rest...)
    end
    fmt(io, Spec(s.conv, s.leftalign, s.plus, s.space, s.zero, s.hash,
                 s.dynamic_width ? w : s.width, s.dynamic_precision ? p : s.precision, false, false), a)
    print(io, f.pieces[i+1])
    return format_args(io, f, i + 1, 0, 0, 0, rest...)
end

function format(io::IO, f::Format, args...)
    f.numarguments == length(args) || argmismatch(f.numarguments, length(args))
    print(io, f.pieces[1])
    format_args(io, f, 1, 0, 0, 0, args...)
    return nothing
end

function format(f::Format, args...)
    io = IOBuffer()
    format(io, f, args...)
    return takestring!(io)
end

end # module Printf
