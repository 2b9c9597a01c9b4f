# Dates.jl — Julia's Dates: the proleptic Gregorian calendar as Date (days),
# DateTime (milliseconds) and Time (nanoseconds since midnight), counted
# from Julia's epoch (day 1 is 0001-01-01, a Monday); the calendar and clock
# periods with Julia's arithmetic (months and years clamped to the month's
# last day), compound periods, ranges, accessors and queries, and text in
# and out through DateFormat. Behaviour and texts are Julia 1.11's.

module Dates

import Base: ==, isless, +, -, *, /, div, rem, mod, abs, sign, zero, one, show, print, string,
             hash, isfinite, eps, typemin, typemax, convert, promote_rule, parse, tryparse,
             length, iterate, in, steprange_last, range_element, typeinfo_implicit

export AbstractTime, Period, DatePeriod, TimePeriod,
       Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond, Microsecond, Nanosecond,
       CompoundPeriod, canonicalize, TimeType, Date, DateTime, Time, DateFormat, @dateformat_str,
       year, month, day, week, hour, minute, second, millisecond, microsecond, nanosecond,
       yearmonth, monthday, yearmonthday, dayofweek, dayofmonth, dayofyear, dayofquarter, quarterofyear,
       isleapyear, daysinmonth, daysinyear, dayofweekofmonth, daysofweekinmonth,
       dayname, dayabbr, monthname, monthabbr,
       firstdayofweek, lastdayofweek, firstdayofmonth, lastdayofmonth,
       firstdayofyear, lastdayofyear, firstdayofquarter, lastdayofquarter,
       tonext, toprev, tofirst, tolast,
       Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday,
       Mon, Tue, Wed, Thu, Fri, Sat, Sun,
       January, February, March, April, May, June, July, August, September, October, November, December,
       Jan, Feb, Mar, Apr, Jun, Jul, Aug, Sep, Oct, Nov, Dec,
       now, today, unix2datetime, datetime2unix, rata2datetime, datetime2rata,
       julian2datetime, datetime2julian

include("dates_types.jl")
include("dates_periods.jl")
include("dates_arithmetic.jl")
include("dates_query.jl")
include("dates_ranges.jl")
include("dates_rounding.jl")
include("dates_io.jl")

end
