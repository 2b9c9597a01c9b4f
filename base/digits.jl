# digits.jl — integers written in a base: ndigits, digits and string(n; base, pad).

check_base(base::Integer) = 2 <= abs(base) <= 62 ||
    throw(DomainError(base, "base must satisfy 2 ≤ abs(base) ≤ 62"))

# |x| in an unsigned type of at least 64 bits, for the digit loops.
digit_magnitude(x::Union{Int128, UInt128}) = uabs(x)
digit_magnitude(x::Integer) = uabs(x) % UInt64

# The number of digits of x in base b (0 for x == 0), sign not counted.
function ndigits0z(x::Integer, b::Integer)
    if b < 0
        n = 0
        while x != 0
            x = negabase_step(x, b)[1]
            n += 1
        end
        return n
    end
    (b == 0) | (b == 1) && throw(DomainError(b, "The base must not be in `[-1, 0, 1]`."))
    u = digit_magnitude(x)
    ub = oftype(u, b)
    n = 0
    while u != zero(u)
        u = div(u, ub)
        n += 1
    end
    return n
end
function ndigits(x::Integer; base::Integer=10, pad::Integer=1)
    base == -1 && throw(DomainError(base, "The base must not be in `[-1, 0, 1]`."))
    return max(pad, ndigits0z(x, base))
end

# One digit of x in a negative base b: (quotient, digit) with 0 <= digit < |b|.
function negabase_step(x::Integer, b::Integer)
    q, r = divrem(x, b)
    if r < 0
        r -= b
        q += 1
    end
    return (q, r)
end

# The character of digit d: 0-9a-z up to base 36, 0-9A-Za-z beyond.
function digit_char(d::Integer, base::Integer)
    d < 10 && return Char(48 + d)
    abs(base) <= 36 && return Char(87 + d)
    d < 36 && return Char(55 + d)
    return Char(61 + d)
end

# A positive base is the runtime's (up to 64 bits): one String of the right
# length, filled from the end. Otherwise the digits go to a vector first.
function _string_base(x::Integer, base::Integer, pad::Integer)
    check_base(base)
    if base > 0 && !(x isa Union{Int128, UInt128})
        return ccall(:jlrt_string_base, String, (UInt64, Int64, Int64, Bool),
                     uabs(x) % UInt64, Int64(base), Int64(pad), x < 0)
    end
    digits = Vector{UInt8}(undef, 0)
    neg = false
    if base > 0
        neg = x < 0
        u = digit_magnitude(x)
        ub = oftype(u, base)
        while u != zero(u)
            push!(digits, rem(u, ub) % UInt8)
            u = div(u, ub)
        end
    else
        v = signed(x) % (x isa Union{Int128, UInt128} ? Int128 : Int64)
        while v != 0
            v, d = negabase_step(v, base)
            push!(digits, d % UInt8)
        end
    end
    io = IOBuffer()
    neg && print(io, '-')
    for i in 1:(pad - length(digits))
        print(io, '0')
    end
    i = length(digits)
    while i >= 1
        print(io, digit_char(digits[i], base))
        i -= 1
    end
    return takestring!(io)
end

# Julia's defaults are base=10 and pad=1; nothing stands for them here so
# that string(n) alone dispatches to plain printing at compile time.
string(n::Integer; base::Union{Nothing, Integer}=nothing, pad::Union{Nothing, Integer}=nothing) = string_kw(n, base, pad)
string_kw(n::Integer, ::Nothing, ::Nothing) = (io = IOBuffer(); print(io, n); takestring!(io))
string_kw(n::BitInteger, ::Nothing, ::Nothing) = _string_base(n, 10, 1)
string_kw(n::Integer, base, pad) = _string_base(n, base === nothing ? 10 : base, pad === nothing ? 1 : pad)
string(b::Bool) = b ? "true" : "false"

# The digits of n in base, least significant first, at least pad of them; a
# negative n has negative digits (digits(-12) == [-2, -1]); they are of the
# type of the base, so Int64 unless a base says otherwise, as in Julia.
digits(n::Integer; base::Integer=10, pad::Integer=1) = digits(typeof(base), n; base=base, pad=pad)
digits(::Type{T}, n::Integer; base::Integer=10, pad::Integer=1) where {T<:Integer} =
    digits!(zeros(T, ndigits(n; base=base, pad=pad)), n; base=base)

# Fills a with the lowest length(a) digits of n.
function digits!(a::Vector{T}, n::Integer; base::Integer=10) where {T<:Integer}
    2 <= abs(base) || throw(DomainError(base, "base must be ≥ 2 or ≤ -2"))
    abs(base) - 1 > typemax(T) && throw(ArgumentError(string("type ", T, " too small for base ", base)))
    for i in 1:length(a)
        if base > 0
            n, d = divrem(n, base)
        else
            n, d = negabase_step(n, base)
        end
        a[i] = d
    end
    return a
end
