# dates_io.jl — times as text: print/show/string as Julia's, DateFormat
# (the format letters y Y m u U d e E H I M S s p, `\` escaping a letter),
# Dates.format, parsing with Date(s, fmt)/DateTime(s)/parse/tryparse; and
# the clock: now, today, and the Unix, rata die and Julian day numbers.

## print, show, string

function print(io::IO, dt::Date)
    y, m, d = yearmonthday(value(dt))
    y < 0 ? print(io, '-', lpad(-y, 4, '0')) : print(io, lpad(y, 4, '0'))
    print(io, '-', lpad(m, 2, '0'), '-', lpad(d, 2, '0'))
end

function print(io::IO, dt::DateTime)
    print(io, Date(dt), 'T', lpad(hour(dt), 2, '0'), ':', lpad(minute(dt), 2, '0'), ':', lpad(second(dt), 2, '0'))
    ms = millisecond(dt)
    ms == 0 || print(io, '.', millis_text(ms))
end

# Julia's `s` letter: the milliseconds as a decimal fraction, trailing zeros
# dropped (500 → "5", 120 → "12", 7 → "007")
millis_text(ms::Int64) = ms % 100 == 0 ? string(div(ms, 100)) : ms % 10 == 0 ? lpad(div(ms, 10), 2, '0') : lpad(ms, 3, '0')

function print(io::IO, t::Time)
    print(io, lpad(hour(t), 2, '0'), ':', lpad(minute(t), 2, '0'), ':', lpad(second(t), 2, '0'))
    ns = mod(value(t), 1000000000)
    if ns != 0   # the fraction of a second, to the nanosecond, trailing zeros dropped
        digits = lpad(ns, 9, '0')
        last = 9
        while digits[last] == '0'
            last -= 1
        end
        print(io, '.', digits[1:last])
    end
end

show(io::IO, dt::Date) = print(io, "Date(\"", dt, "\")")
show(io::IO, dt::DateTime) = print(io, "DateTime(\"", dt, "\")")
typeinfo_implicit(::Type{Date}) = true
typeinfo_implicit(::Type{DateTime}) = true
string(dt::Union{Date, DateTime, Time}) = sprint(print, dt)

# Time(12, 30): the fields up to the last one that is not zero
function show(io::IO, t::Time)
    fields = (hour(t), minute(t), second(t), millisecond(t), microsecond(t), nanosecond(t))
    n = 1
    for i in 2:6
        fields[i] != 0 && (n = i)
    end
    print(io, "Time(")
    for i in 1:n
        i > 1 && print(io, ", ")
        print(io, fields[i])
    end
    print(io, ')')
end

## DateFormat

# A letter (code) of the format with its run length, or literal text (code '\0').
struct DateToken
    code::Char
    width::Int64
    fixed::Bool     # a number directly followed by another: exactly width digits
    text::String
end

struct DateFormat
    tokens::Vector{DateToken}
end

const CODES = "yYmdHIMSsuUeEp"

function DateFormat(f::AbstractString)
    tokens = DateToken[]
    chars = collect(f)
    literal = ""
    i = 1
    while i <= length(chars)
        c = chars[i]
        if c == '\\' && i < length(chars)
            literal *= chars[i + 1]
            i += 2
        elseif c in CODES
            if !isempty(literal)
                push!(tokens, DateToken('\0', 0, false, literal))
                literal = ""
            elseif !isempty(tokens) && tokens[end].code != '\0'
                t = tokens[end]
                tokens[end] = DateToken(t.code, t.width, true, t.text)
            end
            w = 1
            while i + w <= length(chars) && chars[i + w] == c
                w += 1
            end
            push!(tokens, DateToken(c, w, false, ""))
            i += w
        else
            literal *= c
            i += 1
        end
    end
    isempty(literal) || push!(tokens, DateToken('\0', 0, false, literal))
    return DateFormat(tokens)
end
DateFormat(f::AbstractString, locale::AbstractString) =
    locale == "english" ? DateFormat(f) : throw(ArgumentError("not supported yet: the locale \"$locale\" (only \"english\" is)"))

# as written, the literal letters escaped
function show_token(io::IO, t::DateToken)
    if t.code == '\0'
        for c in t.text
            c in CODES && print(io, '\\')
            print(io, c)
        end
    else
        for _ in 1:t.width
            print(io, t.code)
        end
    end
end

function show(io::IO, df::DateFormat)
    print(io, "dateformat\"")
    for t in df.tokens
        show_token(io, t)
    end
    print(io, '"')
end

# as Julia names a directive in a parse error: DatePart(yyyy), Delim(-)
function directive_text(t::DateToken)
    inner = sprint(show_token, t)
    return t.code == '\0' ? "Delim($inner)" : "DatePart($inner)"
end

Base.broadcastable(df::DateFormat) = Ref(df)

const ISODateTimeFormat = DateFormat("yyyy-mm-dd\\THH:MM:SS.s")
const ISODateFormat = DateFormat("yyyy-mm-dd")
const ISOTimeFormat = DateFormat("HH:MM:SS.s")
const RFC1123Format = DateFormat("e, dd u yyyy HH:MM:SS")
default_format(::Type{DateTime}) = ISODateTimeFormat
default_format(::Type{Date}) = ISODateFormat
default_format(::Type{Time}) = ISOTimeFormat

## Formatting

# The fields a format may ask for; a time that has none is Julia's MethodError.
fmt_ymd(dt::Union{Date, DateTime}) = yearmonthday(days(dt))
fmt_ymd(t::Time) = throw(no_method("year", t))
fmt_dow(dt::Union{Date, DateTime}) = dayofweek(dt)
fmt_dow(t::Time) = throw(no_method("dayofweek", t))
fmt_hms(dt::Union{DateTime, Time}) = (hour(dt), minute(dt), second(dt), millisecond(dt))
fmt_hms(dt::Date) = throw(no_method("hour", dt))

function format_token(io::IO, t::DateToken, dt::TimeType)
    c = t.code
    if c == '\0'
        print(io, t.text)
    elseif c == 'y'             # the year's last `width` digits
        s = string(fmt_ymd(dt)[1]; pad=t.width)
        print(io, s[max(1, length(s) - t.width + 1):end])
    elseif c == 'Y'
        print(io, string(fmt_ymd(dt)[1]; pad=t.width))
    elseif c == 'm'
        print(io, string(fmt_ymd(dt)[2]; pad=t.width))
    elseif c == 'd'
        print(io, string(fmt_ymd(dt)[3]; pad=t.width))
    elseif c == 'u'
        print(io, MONTHABBRS[fmt_ymd(dt)[2]])
    elseif c == 'U'
        print(io, MONTHNAMES[fmt_ymd(dt)[2]])
    elseif c == 'e'
        print(io, DAYABBRS[fmt_dow(dt)])
    elseif c == 'E'
        print(io, DAYNAMES[fmt_dow(dt)])
    elseif c == 'H'
        print(io, string(fmt_hms(dt)[1]; pad=t.width))
    elseif c == 'I'             # the hour on a 12-hour clock
        print(io, string(mod1(fmt_hms(dt)[1], 12); pad=t.width))
    elseif c == 'M'
        print(io, string(fmt_hms(dt)[2]; pad=t.width))
    elseif c == 'S'
        print(io, string(fmt_hms(dt)[3]; pad=t.width))
    elseif c == 's'
        print(io, rpad(millis_text(fmt_hms(dt)[4]), t.width, '0'))
    else                        # 'p'
        print(io, fmt_hms(dt)[1] < 12 ? "AM" : "PM")
    end
end

function format(io::IO, dt::TimeType, df::DateFormat)
    for t in df.tokens
        format_token(io, t, dt)
    end
end
format(dt::TimeType, df::DateFormat) = sprint(format, dt, df)
format(dt::TimeType, f::AbstractString; locale::AbstractString="english") = format(dt, DateFormat(f, locale))

## Parsing

# The fields read, each with its default for the parts a string leaves out.
mutable struct ParsedFields
    year::Int64
    month::Int64
    day::Int64
    hour::Int64
    minute::Int64
    second::Int64
    millisecond::Int64
    ampm::Int64     # 0 none, 1 AM, 2 PM
end

# A run of decimal digits from i: at least lo of them, at most hi (0: any).
function parse_digits(s::String, i::Int64, lo::Int64, hi::Int64)
    n = ncodeunits(s)
    v = 0
    j = i
    while j <= n && (hi <= 0 || j - i < hi)
        b = codeunit(s, j)
        UInt8('0') <= b <= UInt8('9') || break
        v = 10v + (b - UInt8('0'))
        j += 1
    end
    return j - i < max(lo, 1) ? (-1, i) : (v, j)
end

# A run of letters from i (at most hi of them), matched case-blind against names.
function parse_name(s::String, i::Int64, hi::Int64, names)
    n = ncodeunits(s)
    j = i
    while j <= n && (hi <= 0 || j - i < hi) && isletter(Char(codeunit(s, j)))
        j += 1
    end
    word = lowercase(s[i:j-1])
    for k in 1:length(names)
        lowercase(names[k]) == word && return (k, j)
    end
    return (-1, i)
end

# One token read at i: the position after it, or -1 when the text does not match.
function parse_token!(f::ParsedFields, t::DateToken, s::String, i::Int64)
    c = t.code
    if c == '\0'
        startswith(SubString(s, i), t.text) || return -1
        return i + ncodeunits(t.text)
    elseif c in "uUeE"
        names = c == 'u' ? MONTHABBRS : c == 'U' ? MONTHNAMES : c == 'e' ? DAYABBRS : DAYNAMES
        v, j = parse_name(s, i, t.fixed ? t.width : 0, names)
        v < 0 && return -1
        c in "uU" && (f.month = v)
        return j
    elseif c == 'p'
        i + 1 <= ncodeunits(s) || return -1
        a, m = lowercase(Char(codeunit(s, i))), lowercase(Char(codeunit(s, i + 1)))
        (a == 'a' || a == 'p') && m == 'm' || return -1
        f.ampm = a == 'a' ? 1 : 2
        return i + 2
    end
    v, j = parse_digits(s, i, t.fixed ? t.width : 1, t.fixed ? t.width : 0)
    v < 0 && return -1
    if c == 'y' || c == 'Y'
        f.year = v
    elseif c == 'm'
        f.month = v
    elseif c == 'd'
        f.day = v
    elseif c == 'H' || c == 'I'
        f.hour = v
    elseif c == 'M'
        f.minute = v
    elseif c == 'S'
        f.second = v
    else    # 's': a fraction of a second, to the millisecond exactly
        n = j - i
        if n > 3
            r = 10^(n - 3)
            v % r == 0 || Base.throw_inexacterror(:convert, Int64, v)
            f.millisecond = div(v, r)
        else
            f.millisecond = v * 10^(3 - n)
        end
    end
    return j
end

# Every token in turn until the text ends (the rest keep their defaults):
# the fields, or the error as Julia words it (nothing when raise is false).
function parse_fields(str::AbstractString, df::DateFormat, raise::Bool)
    s = String(str)
    f = ParsedFields(1, 1, 1, 0, 0, 0, 0, 0)
    i = 1
    for t in df.tokens
        i > ncodeunits(s) && return f
        j = parse_token!(f, t, s, i)
        if j < 0
            raise || return nothing
            throw(ArgumentError("Unable to parse date time. Expected directive $(directive_text(t)) at char $i"))
        end
        i = j
    end
    if i <= ncodeunits(s)
        raise || return nothing
        throw(ArgumentError("Found extra characters at the end of date time string"))
    end
    return f
end

# the hour of a 12-hour clock, checked as Julia does
function clock_hour(f::ParsedFields)
    f.ampm == 0 && return f.hour
    0 < f.hour < 13 || throw(ArgumentError("Hour: $(f.hour) out of range (1:12)"))
    return f.ampm == 2 ? (f.hour < 12 ? f.hour + 12 : f.hour) : (f.hour == 12 ? 0 : f.hour)
end

from_fields(::Type{Date}, f::ParsedFields) = Date(f.year, f.month, f.day)
from_fields(::Type{DateTime}, f::ParsedFields) =
    DateTime(f.year, f.month, f.day, clock_hour(f), f.minute, f.second, f.millisecond)
from_fields(::Type{Time}, f::ParsedFields) = Time(clock_hour(f), f.minute, f.second, f.millisecond)

function parse(::Type{T}, str::AbstractString, df::DateFormat=default_format(T)) where {T<:TimeType}
    if df === ISODateTimeFormat     # Julia's own reader of this format words its errors so
        f = parse_fields(str, df, false)
        f === nothing && throw(ArgumentError("Invalid DateTime string"))
        return from_fields(T, f)
    end
    return from_fields(T, parse_fields(str, df, true))
end

function tryparse(::Type{T}, str::AbstractString, df::DateFormat=default_format(T)) where {T<:TimeType}
    f = parse_fields(str, df, false)
    f === nothing && return nothing
    try
        return from_fields(T, f)
    catch e
        e isa ArgumentError && return nothing
        rethrow()
    end
end

Date(s::AbstractString, df::DateFormat=ISODateFormat) = parse(Date, s, df)
DateTime(s::AbstractString, df::DateFormat=ISODateTimeFormat) = parse(DateTime, s, df)
Time(s::AbstractString, df::DateFormat=ISOTimeFormat) = parse(Time, s, df)
Date(s::AbstractString, f::AbstractString; locale::AbstractString="english") = parse(Date, s, DateFormat(f, locale))
DateTime(s::AbstractString, f::AbstractString; locale::AbstractString="english") = parse(DateTime, s, DateFormat(f, locale))
Time(s::AbstractString, f::AbstractString; locale::AbstractString="english") = parse(Time, s, DateFormat(f, locale))

## The clock and day numbers

abstract type TimeZone end
struct UTC <: TimeZone end

const UNIXEPOCH = 62135683200000      # value(DateTime(1970))
const JULIANEPOCH = -148731076800000  # value(DateTime(-4713, 11, 24, 12))

unix2datetime(x::Real) = DateTime(UTM(UNIXEPOCH + round(Int64, 1000 * x)))
datetime2unix(dt::DateTime) = (value(dt) - UNIXEPOCH) / 1000.0
rata2datetime(days::Integer) = DateTime(UTM(86400000 * Int64(days)))
datetime2rata(dt::TimeType) = days(dt)
julian2datetime(f::Real) = DateTime(UTM(JULIANEPOCH + round(Int64, 86400000 * f)))
datetime2julian(dt::DateTime) = (value(dt) - JULIANEPOCH) / 86400000.0

now(::Type{UTC}) = unix2datetime(time())
# local time: UTC moved by the zone's offset at this moment (C's tm_gmtoff)
function now()
    t = time()
    secs = Ref{Int64}(floor(Int64, t))
    tm = zeros(Int64, 8)             # a struct tm; tm_gmtoff is its sixth word
    ccall(:localtime_r, Ptr{Cvoid}, (Ptr{Int64}, Ptr{Int64}), secs, tm)
    return unix2datetime(t + tm[6])
end
today() = Date(now())

# what Julia's REPL and a script's display show: the printed form
Base.display(x::AbstractTime) = println(x)
