# dates_types.jl — the period types, the instants, Date, DateTime and Time,
# their constructors with Julia's argument checks, and the calendar
# arithmetic between (year, month, day) and the day number.

abstract type AbstractTime end
abstract type Period <: AbstractTime end
abstract type DatePeriod <: Period end
abstract type TimePeriod <: Period end

# Each period holds an Int64; a value that is not one exactly is an InexactError.
struct Year <: DatePeriod
    value::Int64
    Year(v::Number) = new(Int64(v))
end
struct Quarter <: DatePeriod
    value::Int64
    Quarter(v::Number) = new(Int64(v))
end
struct Month <: DatePeriod
    value::Int64
    Month(v::Number) = new(Int64(v))
end
struct Week <: DatePeriod
    value::Int64
    Week(v::Number) = new(Int64(v))
end
struct Day <: DatePeriod
    value::Int64
    Day(v::Number) = new(Int64(v))
end
struct Hour <: TimePeriod
    value::Int64
    Hour(v::Number) = new(Int64(v))
end
struct Minute <: TimePeriod
    value::Int64
    Minute(v::Number) = new(Int64(v))
end
struct Second <: TimePeriod
    value::Int64
    Second(v::Number) = new(Int64(v))
end
struct Millisecond <: TimePeriod
    value::Int64
    Millisecond(v::Number) = new(Int64(v))
end
struct Microsecond <: TimePeriod
    value::Int64
    Microsecond(v::Number) = new(Int64(v))
end
struct Nanosecond <: TimePeriod
    value::Int64
    Nanosecond(v::Number) = new(Int64(v))
end

value(p::Period) = p.value

# A point on the universal time line, counted in periods P from Julia's epoch.
abstract type Instant <: AbstractTime end
struct UTInstant{P<:Period} <: Instant
    periods::P
end
UTM(x) = UTInstant(Millisecond(x))
UTD(x) = UTInstant(Day(x))

abstract type TimeType <: AbstractTime end
abstract type AbstractDateTime <: TimeType end

struct DateTime <: AbstractDateTime
    instant::UTInstant{Millisecond}
    DateTime(instant::UTInstant{Millisecond}) = new(instant)
end
struct Date <: TimeType
    instant::UTInstant{Day}
    Date(instant::UTInstant{Day}) = new(instant)
end
# Nanoseconds since midnight.
struct Time <: TimeType
    instant::Nanosecond
    Time(instant::Nanosecond) = new(Nanosecond(mod(value(instant), 86400000000000)))
end

value(dt::Union{Date, DateTime}) = dt.instant.periods.value
value(t::Time) = t.instant.value

## The calendar

isleapyear(y::Integer) = (y % 4 == 0) && ((y % 100 != 0) || (y % 400 == 0))
const DAYSINMONTH = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
daysinmonth(y::Integer, m::Integer) = DAYSINMONTH[m] + (m == 2 && isleapyear(y))

# Days before each month of a year that starts in March (so February, with
# the leap day, comes last).
const SHIFTEDMONTHDAYS = (306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275)

# The day number of (y, m, d): 0001-01-01 is day 1.
function totaldays(y::Int64, m::Int64, d::Int64)
    z = m < 3 ? y - 1 : y
    return d + SHIFTEDMONTHDAYS[m] + 365z + fld(z, 4) - fld(z, 100) + fld(z, 400) - 306
end

# (year, month, day) of a day number, the inverse of totaldays.
function yearmonthday(days::Int64)
    z = days + 306
    h = 100z - 25
    a = fld(h, 3652425)
    b = a - fld(a, 4)
    y = fld(100b + h, 36525)
    c = b + z - 365y - fld(y, 4)
    m = div(5c + 456, 153)
    d = c - div(153m - 457, 5)
    return m > 12 ? (y + 1, m - 12, d) : (y, m, d)
end

## Constructors

function validargs(::Type{Date}, y::Int64, m::Int64, d::Int64)
    0 < m < 13 || return ArgumentError("Month: $m out of range (1:12)")
    0 < d < daysinmonth(y, m) + 1 || return ArgumentError("Day: $d out of range (1:$(daysinmonth(y, m)))")
    return nothing
end

function validargs(::Type{DateTime}, y::Int64, m::Int64, d::Int64, h::Int64, mi::Int64, s::Int64, ms::Int64)
    err = validargs(Date, y, m, d)
    err === nothing || return err
    # 24:00:00 is allowed, as the midnight ending the day
    -1 < h < 24 || (h == 24 && mi == 0 && s == 0 && ms == 0) || return ArgumentError("Hour: $h out of range (0:23)")
    -1 < mi < 60 || return ArgumentError("Minute: $mi out of range (0:59)")
    -1 < s < 60 || return ArgumentError("Second: $s out of range (0:59)")
    -1 < ms < 1000 || return ArgumentError("Millisecond: $ms out of range (0:999)")
    return nothing
end

function validargs(::Type{Time}, h::Int64, mi::Int64, s::Int64, ms::Int64, us::Int64, ns::Int64)
    -1 < h < 24 || return ArgumentError("Hour: $h out of range (0:23)")
    -1 < mi < 60 || return ArgumentError("Minute: $mi out of range (0:59)")
    -1 < s < 60 || return ArgumentError("Second: $s out of range (0:59)")
    -1 < ms < 1000 || return ArgumentError("Millisecond: $ms out of range (0:999)")
    -1 < us < 1000 || return ArgumentError("Microsecond: $us out of range (0:999)")
    -1 < ns < 1000 || return ArgumentError("Nanosecond: $ns out of range (0:999)")
    return nothing
end

function Date(y::Int64, m::Int64=1, d::Int64=1)
    err = validargs(Date, y, m, d)
    err === nothing || throw(err)
    return Date(UTD(totaldays(y, m, d)))
end

function DateTime(y::Int64, m::Int64=1, d::Int64=1, h::Int64=0, mi::Int64=0, s::Int64=0, ms::Int64=0)
    err = validargs(DateTime, y, m, d, h, mi, s, ms)
    err === nothing || throw(err)
    return DateTime(UTM(ms + 1000 * (s + 60mi + 3600h + 86400 * totaldays(y, m, d))))
end

function Time(h::Int64, mi::Int64=0, s::Int64=0, ms::Int64=0, us::Int64=0, ns::Int64=0)
    err = validargs(Time, h, mi, s, ms, us, ns)
    err === nothing || throw(err)
    return Time(Nanosecond(ns + 1000us + 1000000ms + 1000000000s + 60000000000mi + 3600000000000h))
end

Date(y::Integer, m::Integer=1, d::Integer=1) = Date(Int64(y), Int64(m), Int64(d))
DateTime(y::Integer, m::Integer=1, d::Integer=1, h::Integer=0, mi::Integer=0, s::Integer=0, ms::Integer=0) =
    DateTime(Int64(y), Int64(m), Int64(d), Int64(h), Int64(mi), Int64(s), Int64(ms))
Time(h::Integer, mi::Integer=0, s::Integer=0, ms::Integer=0, us::Integer=0, ns::Integer=0) =
    Time(Int64(h), Int64(mi), Int64(s), Int64(ms), Int64(us), Int64(ns))

# From periods, in any order; the parts not given are Julia's defaults.
function Date(p::Period, ps::Period...)
    y = Year(1); m = Month(1); d = Day(1)
    for x in (p, ps...)
        x isa Year && (y = x)
        x isa Month && (m = x)
        x isa Day && (d = x)
    end
    return Date(value(y), value(m), value(d))
end

function DateTime(p::Period, ps::Period...)
    y = Year(1); m = Month(1); d = Day(1); h = Hour(0); mi = Minute(0); s = Second(0); ms = Millisecond(0)
    for x in (p, ps...)
        x isa Year && (y = x)
        x isa Month && (m = x)
        x isa Day && (d = x)
        x isa Hour && (h = x)
        x isa Minute && (mi = x)
        x isa Second && (s = x)
        x isa Millisecond && (ms = x)
    end
    return DateTime(value(y), value(m), value(d), value(h), value(mi), value(s), value(ms))
end

function Time(p::TimePeriod, ps::TimePeriod...)
    h = Hour(0); mi = Minute(0); s = Second(0); ms = Millisecond(0); us = Microsecond(0); ns = Nanosecond(0)
    for x in (p, ps...)
        x isa Hour && (h = x)
        x isa Minute && (mi = x)
        x isa Second && (s = x)
        x isa Millisecond && (ms = x)
        x isa Microsecond && (us = x)
        x isa Nanosecond && (ns = x)
    end
    return Time(value(h), value(mi), value(s), value(ms), value(us), value(ns))
end

## Conversions between the time types

days(dt::Date) = value(dt)
days(dt::DateTime) = fld(value(dt), 86400000)

Date(dt::DateTime) = Date(UTD(days(dt)))
DateTime(dt::Date) = DateTime(UTM(value(dt) * 86400000))
Time(dt::DateTime) = Time(Nanosecond(mod(value(dt), 86400000) * 1000000))

function DateTime(d::Date, t::Time)
    (microsecond(t) > 0 || nanosecond(t) > 0) && Base.throw_inexacterror(:DateTime, DateTime, t)
    return DateTime(UTM(value(d) * 86400000 + div(value(t), 1000000)))
end

## Traits, comparison, hashing

isfinite(::TimeType) = true
eps(::Type{DateTime}) = Millisecond(1)
eps(::Type{Date}) = Day(1)
eps(::Type{Time}) = Nanosecond(1)
eps(x::TimeType) = eps(typeof(x))
zero(::Type{DateTime}) = Millisecond(0)
zero(::Type{Date}) = Day(0)
zero(::Type{Time}) = Nanosecond(0)
zero(x::TimeType) = zero(typeof(x))

typemax(::Type{DateTime}) = DateTime(146138512, 12, 31, 23, 59, 59)
typemin(::Type{DateTime}) = DateTime(-146138511, 1, 1, 0, 0, 0)
typemax(::Type{Date}) = Date(252522163911149, 12, 31)
typemin(::Type{Date}) = Date(-252522163911150, 1, 1)
typemax(::Type{Time}) = Time(23, 59, 59, 999, 999, 999)
typemin(::Type{Time}) = Time(0)

isless(x::T, y::T) where {T<:TimeType} = isless(value(x), value(y))
==(x::T, y::T) where {T<:TimeType} = value(x) == value(y)
# a Date meets a DateTime as the DateTime of its midnight
promote_rule(::Type{Date}, ::Type{DateTime}) = DateTime
isless(x::Date, y::DateTime) = isless(DateTime(x), y)
isless(x::DateTime, y::Date) = isless(x, DateTime(y))
==(x::Date, y::DateTime) = DateTime(x) == y
==(x::DateTime, y::Date) = x == DateTime(y)

hash(x::Date, h::UInt) = hash(value(x), hash(0x1d8f0a0a5b3e4c21, h))
hash(x::DateTime, h::UInt) = hash(value(x), hash(0x2c7e1b3a9d4f5e62, h))
hash(x::Time, h::UInt) = hash(value(x), hash(0x3b6d2c4b8e5a6f73, h))

# Julia orders these by isless
Base.:<(x::AbstractTime, y::AbstractTime) = isless(x, y)

# times and periods broadcast as scalars
Base.broadcastable(x::AbstractTime) = Ref(x)

# Julia's MethodError for a call f(x, y) of these types, y given by its unit's name
no_method(f::String, x, unit::String) =
    MethodError(string("no method matching ", f, "(::", typeof(x), ", ::", uppercasefirst(unit), ")"))
no_method(f::String, x) = MethodError(string("no method matching ", f, "(::", typeof(x), ")"))
# how an InexactError names these types
Base.typename_sym(::Type{T}) where {T<:AbstractTime} = Symbol(string(T))
