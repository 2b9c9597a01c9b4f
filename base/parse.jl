# parse.jl — parse and tryparse: numbers from text, with Julia's rules and
# error messages.

check_parse_base(base::Int64) = 2 <= base <= 62 ? base :
    throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))

# The character at i and the index after it, or ('\0', 0) past the end.
parse_next(s::AbstractString, i::Int64) = i >= 1 && i <= ncodeunits(s) ? next_char(s, i) : ('\0', 0)

# The value of digit c (0-9, then a-z and A-Z; for bases over 36 the lowercase
# letters come after the uppercase ones), or base when c is not a digit.
# (An ASCII Char is its byte in the top 8 bits: no decoding needed.)
function digit_value(c::Char, base::Int64)
    b = Int64(bitcast(UInt32, c) >> 24)
    ('0' <= c) & (c <= '9') && return b - 48
    ('A' <= c) & (c <= 'Z') && return b - 55
    ('a' <= c) & (c <= 'z') && return b - (base <= 36 ? 87 : 61)
    return base
end

# With raise (parse) a failure throws, and parse asserts the result type;
# without (tryparse) it is nothing.
parse_fail(raise::Bool, msg::String) = raise ? throw(ArgumentError(msg)) : nothing

# Leading and trailing whitespace, a sign for signed types, and (base 0) a
# 0b/0o/0x prefix choosing the base, else base 10. Digits that overflow T
# are an OverflowError.
function parse_int(::Type{T}, s::AbstractString, base::Int64, raise::Bool) where {T<:Integer}
    c, i = parse_next(s, 1)
    at = 1                          # index of c
    while isspace(c)
        at = i
        c, i = parse_next(s, i)
    end
    i == 0 && return parse_fail(raise, "input string is empty or only contains whitespace")
    negative = false
    if zero(T) isa Signed && (c == '-' || c == '+')
        negative = c == '-'
        at = i
        c, i = parse_next(s, i)
    end
    while isspace(c)
        at = i
        c, i = parse_next(s, i)
    end
    i == 0 && return parse_fail(raise, "input string is empty or only contains whitespace")
    if base == 0
        base = 10
        if c == '0' && i <= ncodeunits(s)
            p = next_char(s, i)[1]
            base = p == 'b' ? 2 : p == 'o' ? 8 : p == 'x' ? 16 : 10
            if base != 10
                at = next_char(s, i)[2]
                c, i = parse_next(s, at)
                i == 0 && return parse_fail(raise, string("premature end of integer: ", repr(s)))
            end
        end
    end
    n = zero(T)
    b = convert(T, base)
    # n * b cannot overflow while n is within lim, so a number costs one
    # division, not one per digit; a negative number accumulates downwards.
    lim = parse_limit(T, negative, b)
    while true
        d = digit_value(c, base)
        if d >= base
            isspace(c) && break
            return parse_fail(raise, string("invalid base ", base, " digit ", repr(c), " in ", repr(s)))
        end
        dt = convert(T, d)
        m = n * b
        r = negative ? m - dt : m + dt
        ov = parse_overflowed(n, lim, m, r, negative)
        ov && return raise ? throw(OverflowError(string("overflow parsing ", repr(s)))) : nothing
        n = r
        c, i = parse_next(s, i)
        i == 0 && return n
    end
    # only whitespace may follow
    while i != 0
        isspace(c) || return parse_fail(raise, string("extra characters after whitespace in ", repr(s)))
        c, i = parse_next(s, i)
    end
    return n
end

# The largest magnitude n with n * b in range (nothing: a type without
# bounds), and whether a step from n (m = n * b, r = m ± digit) overflowed.
parse_limit(::Type{T}, negative::Bool, b) where {T} = negative ? div(typemin(T), b) : div(typemax(T), b)
parse_overflowed(n, lim, m, r, negative::Bool) = negative ? (n < lim) | (r > m) : (n > lim) | (r < m)
parse_overflowed(n, ::Nothing, m, r, negative::Bool) = false

# Without base, a 0b/0o/0x prefix may choose it (parse_int's base 0).
parse_base(base::Nothing) = 0
parse_base(base::Integer) = check_parse_base(Int64(base))
parse(::Type{T}, s::AbstractString; base::Union{Nothing, Integer}=nothing) where {T<:BitInteger} =
    parse_int(T, s, parse_base(base), true)::T
tryparse(::Type{T}, s::AbstractString; base::Union{Nothing, Integer}=nothing) where {T<:BitInteger} =
    parse_int(T, s, parse_base(base), false)

# parse(T, c): the value of one digit; past base 36 lowercase letters count
# from 36, uppercase ones from 10 in every base
function parse(::Type{T}, c::Char; base::Integer=10) where {T<:Integer}
    b = check_parse_base(Int64(base))
    d = '0' <= c <= '9' ? c - '0' :
        'A' <= c <= 'Z' ? c - 'A' + 10 :
        'a' <= c <= 'z' ? c - 'a' + (b <= 36 ? 10 : 36) :
        throw(ArgumentError(string("invalid digit: ", repr(c))))
    d < b || throw(ArgumentError(string("invalid base ", b, " digit ", repr(c))))
    return convert(T, d)
end

# Bool: "true" or "false" with blanks around, or a number that is 0 or 1.
function parse_bool(s::AbstractString, raise::Bool)
    isempty(s) && return parse_fail(raise, "input string is empty")
    bad = string("invalid Bool representation: ", repr(s))
    if isnumeric(s[1])
        n = parse_int(UInt8, s, 0, false)
        return n === nothing || n > 0x01 ? parse_fail(raise, bad) : n == 0x01
    end
    t = strip(s)
    t == "true" && return true
    t == "false" && return false
    return parse_fail(raise, isempty(t) ? "input string only contains whitespace" : bad)
end
parse(::Type{Bool}, s::AbstractString) = parse_bool(s, true)::Bool
tryparse(::Type{Bool}, s::AbstractString) = parse_bool(s, false)

# Floats: the C library's strtod, which rounds correctly. The runtime reads
# the bytes in place (bytes_of).
function parse_float(::Type{Float64}, s::AbstractString, raise::Bool)
    str, off, len = bytes_of(s)
    if !ccall(:jlrt_float64_parses, Bool, (String, Int64, Int64), str, off, len)
        return parse_fail(raise, string("cannot parse ", repr(s), " as Float64"))
    end
    return ccall(:jlrt_float64_parse, Float64, (String, Int64, Int64), str, off, len)
end
function parse_float(::Type{Float32}, s::AbstractString, raise::Bool)
    str, off, len = bytes_of(s)
    if !ccall(:jlrt_float32_parses, Bool, (String, Int64, Int64), str, off, len)
        return parse_fail(raise, string("cannot parse ", repr(s), " as Float32"))
    end
    return ccall(:jlrt_float32_parse, Float32, (String, Int64, Int64), str, off, len)
end
parse(::Type{T}, s::AbstractString) where {T<:Union{Float64, Float32}} = parse_float(T, s, true)::T
tryparse(::Type{T}, s::AbstractString) where {T<:Union{Float64, Float32}} = parse_float(T, s, false)
