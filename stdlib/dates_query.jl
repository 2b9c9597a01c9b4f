# dates_query.jl — the fields of a time (year, hour, ...), questions about
# its place in the calendar (dayofweek, isleapyear, ...), the names of days
# and months, and the adjusters (firstdayofmonth, tonext, ...).

yearmonthday(dt::TimeType) = yearmonthday(days(dt))
year(dt::TimeType) = yearmonthday(days(dt))[1]
month(dt::TimeType) = yearmonthday(days(dt))[2]
day(dt::TimeType) = yearmonthday(days(dt))[3]
yearmonth(dt::TimeType) = (ymd = yearmonthday(days(dt)); (ymd[1], ymd[2]))
monthday(dt::TimeType) = (ymd = yearmonthday(days(dt)); (ymd[2], ymd[3]))
dayofmonth(dt::TimeType) = day(dt)

hour(dt::DateTime) = mod(fld(value(dt), 3600000), 24)
minute(dt::DateTime) = mod(fld(value(dt), 60000), 60)
second(dt::DateTime) = mod(fld(value(dt), 1000), 60)
millisecond(dt::DateTime) = mod(value(dt), 1000)
hour(t::Time) = mod(fld(value(t), 3600000000000), 24)
minute(t::Time) = mod(fld(value(t), 60000000000), 60)
second(t::Time) = mod(fld(value(t), 1000000000), 60)
millisecond(t::Time) = mod(fld(value(t), 1000000), 1000)
microsecond(t::Time) = mod(fld(value(t), 1000), 1000)
nanosecond(t::Time) = mod(value(t), 1000)

# The ISO week: weeks start on Monday, and week 1 holds the year's first Thursday.
function week(dt::TimeType)
    d = days(dt)
    thursday = d - dayofweek(dt) + 4
    return div(thursday - totaldays(yearmonthday(thursday)[1], 1, 1), 7) + 1
end

# A time's own part as a period: Year(Date(2020, 5, 1)) is 2020 years.
Year(dt::Union{Date, DateTime}) = Year(year(dt))
Quarter(dt::Union{Date, DateTime}) = Quarter(quarterofyear(dt))
Month(dt::Union{Date, DateTime}) = Month(month(dt))
Week(dt::Union{Date, DateTime}) = Week(week(dt))
Day(dt::Union{Date, DateTime}) = Day(day(dt))
Hour(dt::Union{DateTime, Time}) = Hour(hour(dt))
Minute(dt::Union{DateTime, Time}) = Minute(minute(dt))
Second(dt::Union{DateTime, Time}) = Second(second(dt))
Millisecond(dt::Union{DateTime, Time}) = Millisecond(millisecond(dt))
Microsecond(t::Time) = Microsecond(microsecond(t))
Nanosecond(t::Time) = Nanosecond(nanosecond(t))

## The calendar around a date

const Monday = 1; const Tuesday = 2; const Wednesday = 3; const Thursday = 4; const Friday = 5; const Saturday = 6; const Sunday = 7
const Mon = 1; const Tue = 2; const Wed = 3; const Thu = 4; const Fri = 5; const Sat = 6; const Sun = 7
const January = 1; const February = 2; const March = 3; const April = 4; const May = 5; const June = 6; const July = 7; const August = 8; const September = 9; const October = 10; const November = 11; const December = 12
const Jan = 1; const Feb = 2; const Mar = 3; const Apr = 4; const Jun = 6; const Jul = 7; const Aug = 8; const Sep = 9; const Oct = 10; const Nov = 11; const Dec = 12

# Day 1 (0001-01-01) is a Monday.
dayofweek(dt::TimeType) = mod1(days(dt), 7)
isleapyear(dt::TimeType) = isleapyear(year(dt))
daysinmonth(dt::TimeType) = (ymd = yearmonthday(days(dt)); daysinmonth(ymd[1], ymd[2]))
daysinyear(y::Integer) = 365 + isleapyear(y)
daysinyear(dt::TimeType) = daysinyear(year(dt))
dayofyear(dt::TimeType) = days(dt) - totaldays(year(dt), 1, 1) + 1
quarterofyear(dt::TimeType) = div(month(dt) - 1, 3) + 1
quarter(dt::TimeType) = quarterofyear(dt)
function dayofquarter(dt::TimeType)
    y, m, d = yearmonthday(days(dt))
    return days(dt) - totaldays(y, 3 * div(m - 1, 3) + 1, 1) + 1
end
# which of the month's Mondays (or ...) the date is, and how many the month has
dayofweekofmonth(dt::TimeType) = div(day(dt) - 1, 7) + 1
daysofweekinmonth(dt::TimeType) = div(daysinmonth(dt) - mod1(day(dt), 7), 7) + 1

const DAYNAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
const DAYABBRS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
const MONTHNAMES = ("January", "February", "March", "April", "May", "June", "July",
                    "August", "September", "October", "November", "December")
const MONTHABBRS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

dayname(i::Integer) = DAYNAMES[i]
dayabbr(i::Integer) = DAYABBRS[i]
monthname(i::Integer) = MONTHNAMES[i]
monthabbr(i::Integer) = MONTHABBRS[i]
dayname(dt::TimeType) = DAYNAMES[dayofweek(dt)]
dayabbr(dt::TimeType) = DAYABBRS[dayofweek(dt)]
monthname(dt::TimeType) = MONTHNAMES[month(dt)]
monthabbr(dt::TimeType) = MONTHABBRS[month(dt)]

## Adjusters: a DateTime gives the DateTime of the adjusted day's midnight.

firstdayofweek(dt::Date) = Date(UTD(value(dt) - dayofweek(dt) + 1))
lastdayofweek(dt::Date) = Date(UTD(value(dt) + 7 - dayofweek(dt)))
firstdayofmonth(dt::Date) = Date(UTD(value(dt) - day(dt) + 1))
lastdayofmonth(dt::Date) = Date(UTD(value(dt) - day(dt) + daysinmonth(dt)))
firstdayofyear(dt::Date) = Date(UTD(value(dt) - dayofyear(dt) + 1))
lastdayofyear(dt::Date) = Date(year(dt), 12, 31)
firstdayofquarter(dt::Date) = Date(UTD(value(dt) - dayofquarter(dt) + 1))
function lastdayofquarter(dt::Date)
    y, m = yearmonth(dt)
    qm = 3 * div(m - 1, 3) + 3
    return Date(y, qm, daysinmonth(y, qm))
end
for_datetime(adjust, dt::DateTime) = DateTime(adjust(Date(dt)))
firstdayofweek(dt::DateTime) = for_datetime(firstdayofweek, dt)
lastdayofweek(dt::DateTime) = for_datetime(lastdayofweek, dt)
firstdayofmonth(dt::DateTime) = for_datetime(firstdayofmonth, dt)
lastdayofmonth(dt::DateTime) = for_datetime(lastdayofmonth, dt)
firstdayofyear(dt::DateTime) = for_datetime(firstdayofyear, dt)
lastdayofyear(dt::DateTime) = for_datetime(lastdayofyear, dt)
firstdayofquarter(dt::DateTime) = for_datetime(firstdayofquarter, dt)
lastdayofquarter(dt::DateTime) = for_datetime(lastdayofquarter, dt)

# The next (or previous) day that is a dow, keeping a DateTime's time; with
# same=true the day itself if it is one.
tonext(dt::TimeType, dow::Int; same::Bool=false) = dt + Day(dow == dayofweek(dt) && same ? 0 : mod1(dow - dayofweek(dt), 7))
toprev(dt::TimeType, dow::Int; same::Bool=false) = dt - Day(dow == dayofweek(dt) && same ? 0 : mod1(dayofweek(dt) - dow, 7))

# The first (last) dow of the date's month, or of its year with of=Year.
tofirst(dt::TimeType, dow::Int; of::Union{Type{Year}, Type{Month}}=Month) =
    tonext(of === Year ? firstdayofyear(dt) : firstdayofmonth(dt), dow; same=true)
tolast(dt::TimeType, dow::Int; of::Union{Type{Year}, Type{Month}}=Month) =
    toprev(of === Year ? lastdayofyear(dt) : lastdayofmonth(dt), dow; same=true)

# Step from dt until func is true of the time (at most limit steps).
function tonext(func::Function, dt::TimeType; step::Period=Day(1), limit::Int=10000, same::Bool=false)
    same && func(dt) && return dt
    for _ in 1:limit
        dt += step
        func(dt) && return dt
    end
    throw(ArgumentError("Adjustment limit reached: $limit iterations"))
end
toprev(func::Function, dt::TimeType; step::Period=Day(-1), limit::Int=10000, same::Bool=false) =
    tonext(func, dt; step=step, limit=limit, same=same)
