# dates_arithmetic.jl — times plus and minus periods, and differences of
# times. Months and years move the calendar fields and clamp the day to the
# new month's length (Jan 31 + 1 month is Feb 28 or 29); the fixed periods
# move the instant.

# The year and month that m2 months after month m1 of year y fall in.
yearwrap(y::Int64, m1::Int64, m2::Int64) = y + fld(m1 + m2 - 1, 12)
monthwrap(m1::Int64, m2::Int64) = mod1(m1 + m2, 12)

function add_months(dt::Date, n::Int64)
    y, m, d = yearmonthday(value(dt))
    ny = yearwrap(y, m, n)
    nm = monthwrap(m, n)
    return Date(ny, nm, min(d, daysinmonth(ny, nm)))
end

function add_months(dt::DateTime, n::Int64)
    y, m, d = yearmonthday(days(dt))
    ny = yearwrap(y, m, n)
    nm = monthwrap(m, n)
    return DateTime(UTM(mod(value(dt), 86400000) + 86400000 * totaldays(ny, nm, min(d, daysinmonth(ny, nm)))))
end

function add_years(dt::Date, n::Int64)
    y, m, d = yearmonthday(value(dt))
    ny = y + n
    return Date(ny, m, min(d, daysinmonth(ny, m)))
end

function add_years(dt::DateTime, n::Int64)
    y, m, d = yearmonthday(days(dt))
    ny = y + n
    return DateTime(UTM(mod(value(dt), 86400000) + 86400000 * totaldays(ny, m, min(d, daysinmonth(ny, m)))))
end

+(dt::Union{Date, DateTime}, y::Year) = add_years(dt, value(y))
-(dt::Union{Date, DateTime}, y::Year) = add_years(dt, -value(y))
+(dt::Union{Date, DateTime}, m::Month) = add_months(dt, value(m))
-(dt::Union{Date, DateTime}, m::Month) = add_months(dt, -value(m))
+(dt::Union{Date, DateTime}, q::Quarter) = add_months(dt, 3 * value(q))
-(dt::Union{Date, DateTime}, q::Quarter) = add_months(dt, -3 * value(q))

+(x::Date, y::Week) = Date(UTD(value(x) + 7 * value(y)))
-(x::Date, y::Week) = Date(UTD(value(x) - 7 * value(y)))
+(x::Date, y::Day) = Date(UTD(value(x) + value(y)))
-(x::Date, y::Day) = Date(UTD(value(x) - value(y)))

+(x::DateTime, y::FixedPeriod) = DateTime(UTM(value(x) + toms(y)))
-(x::DateTime, y::FixedPeriod) = DateTime(UTM(value(x) - toms(y)))

# a Time wraps around midnight
+(x::Time, y::TimePeriod) = Time(Nanosecond(value(x) + tons(y)))
-(x::Time, y::TimePeriod) = Time(Nanosecond(value(x) - tons(y)))

+(y::Period, x::TimeType) = x + y

+(dt::Date, t::Time) = DateTime(dt, t)
+(t::Time, dt::Date) = DateTime(dt, t)

-(x::Date, y::Date) = Day(value(x) - value(y))
-(x::DateTime, y::DateTime) = Millisecond(value(x) - value(y))
-(x::Time, y::Time) = Nanosecond(value(x) - value(y))
