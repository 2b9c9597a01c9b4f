# Facts from Julia's Dates manual (stdlib/Dates/docs/src/index.md) and docstrings.
using Dates

# Constructors
println(DateTime(2013))
println(DateTime(2013, 7))
println(DateTime(2013, 7, 1, 12))
println(DateTime(2013, 7, 1, 12, 30, 59))
println(DateTime(2013, 7, 1, 12, 30, 59, 1))
println(Date(2013), " ", Date(2013, 7), " ", Date(2013, 7, 1))
println(Date(Dates.Year(2013), Dates.Month(7), Dates.Day(1)))
println(Date(Dates.Month(7), Dates.Year(2013)))

# Parsing
println(Date("2015-01-01", dateformat"y-m-d"), " ", DateTime("20150101", dateformat"yyyymmdd"))
println(Date("1981-03", dateformat"y-m-d"), " ", Date("31/12", dateformat"d/m/y"))
df = DateFormat("y-m-d")
println(Date("2015-01-02", df))
println(Date.(["2015", "2016"], DateFormat("yyyy")))
println(parse(Date, "06.23.2013", dateformat"m.d.y"))
println(tryparse(DateTime, "1999-12-31T23:59:59"))
println(Date("", df))

# Durations and comparisons
dt = Date(2012, 2, 29)
dt2 = Date(2000, 2, 1)
println(dt > dt2, " ", dt != dt2, " ", dt - dt2, " ", dt2 - dt)
println(Dates.value(dt), " ", Dates.value(dt2))
println(DateTime(2012, 2, 29) - DateTime(2000, 2, 1))

# Accessors
t = Date(2014, 1, 31)
println(Dates.year(t), " ", Dates.month(t), " ", Dates.week(t), " ", Dates.day(t))
println(Dates.Year(t), ", ", Dates.Day(t))
println(Dates.yearmonth(t), " ", Dates.monthday(t), " ", Dates.yearmonthday(t))
println(Dates.value(t))

# Queries
println(Dates.dayofweek(t), " ", Dates.dayname(t), " ", Dates.dayofweekofmonth(t))
println(Dates.monthname(t), " ", Dates.daysinmonth(t))
println(Dates.isleapyear(t), " ", Dates.dayofyear(t), " ", Dates.quarterofyear(t), " ", Dates.dayofquarter(t))

# Arithmetic: months clamp to the month's end
println(Date(2014, 1, 31) + Month(1), " ", Date(2014, 2, 28) + Month(1), " ", Date(2014, 1, 31) + Month(2))
println((Date(2014, 1, 29) + Dates.Day(1)) + Dates.Month(1))
println((Date(2014, 1, 29) + Dates.Month(1)) + Dates.Day(1))
println(Date(2014, 1, 29) + Dates.Day(1) + Dates.Month(1))
println(Date(2014, 1, 29) + Dates.Month(1) + Dates.Day(1))

# Ranges
dr = Date(2014, 1, 29):Day(1):Date(2014, 2, 3)
show(dr); println()
println(collect(dr))
dr = Date(2014, 1, 29):Dates.Month(1):Date(2014, 07, 29)
show(dr); println()
println(collect(dr))

# Adjusters
println(Dates.firstdayofweek(Date(2014, 7, 16)), " ", Dates.lastdayofmonth(Date(2014, 7, 16)),
        " ", Dates.lastdayofquarter(Date(2014, 7, 16)))
istuesday = x -> Dates.dayofweek(x) == Dates.Tuesday
println(Dates.tonext(istuesday, Date(2014, 7, 13)), " ", Dates.tonext(Date(2014, 7, 13), Dates.Tuesday))
thanksgiving = Dates.tonext(Date(2014, 7, 13)) do x
    Dates.dayofweek(x) == Dates.Thursday && Dates.dayofweekofmonth(x) == 4 && Dates.month(x) == Dates.November
end
println(thanksgiving)
dr = Dates.Date(2014):Day(1):Dates.Date(2015)
cleaning = filter(dr) do x
    Dates.dayofweek(x) == Dates.Tue && Dates.April <= Dates.month(x) <= Dates.Nov && Dates.dayofweekofmonth(x) == 2
end
println(cleaning)

# Periods
y1, y2, y3 = Dates.Year(1), Dates.Year(2), Dates.Year(10)
println(y1, ", ", y2, ", ", y3, ", ", y1 + y2, ", ", div(y3, y2), ", ", y3 - y2, ", ", y3 % y2, ", ", div(y3, 3))
println(Dates.value(Dates.Millisecond(10)), " ", Month(3.0))
println(Dates.CompoundPeriod(Day(1), Minute(1)))
t1 = DateTime(2018, 8, 8, 16, 58, 00)
t2 = DateTime(2021, 6, 23, 10, 00, 00)
println(canonicalize(t2 - t1))
println(Dates.CompoundPeriod(Dates.Hour(12), Dates.Hour(13)), "; ", Dates.CompoundPeriod(Dates.Hour(-1), Dates.Minute(1)))
println(Dates.CompoundPeriod(Dates.Month(1), Dates.Week(-2)), "; ", Dates.CompoundPeriod(Dates.Minute(50000)))
println(canonicalize(Dates.CompoundPeriod(Dates.Hour(12), Dates.Hour(13))))
println(canonicalize(Dates.CompoundPeriod(Dates.Hour(-1), Dates.Minute(1))))
println(canonicalize(Dates.CompoundPeriod(Dates.Month(1), Dates.Week(-2))))
println(canonicalize(Dates.CompoundPeriod(Dates.Minute(50000))))

# Time, eps, DateTime of a Date and a Time
println(Time(12, 34), " ", DateTime(Date(2018, 1, 1), Time(8, 15, 42)))
println(eps(DateTime), ", ", eps(Date), ", ", eps(Time))

# Rounding (from the rounding epoch 0000-01-01; weeks to a Monday)
println(floor(Date(1985, 8, 16), Dates.Month), " ", ceil(DateTime(2013, 2, 13, 0, 31, 20), Dates.Minute(15)),
        " ", round(DateTime(2016, 8, 6, 20, 15), Dates.Day))
println(round(DateTime(2016, 7, 17, 11, 55), Dates.Hour(10)), " ", round(DateTime(2016, 7, 17, 8, 55, 30), Dates.Hour(2)),
        " ", round(DateTime(2016, 7, 17, 8, 55, 30), Dates.Minute(2)), " ", round(DateTime(2016, 7, 17, 8, 55, 30), Dates.Month(2)))
println(floor(Date(2020, 5, 14), Week), " ", trunc(DateTime(2020, 5, 14, 13, 45, 10), Hour), " ", trunc(DateTime(2020, 5, 14, 13, 45), Month),
        " ", floor(Time(13, 47, 10), Minute(15)), " ", ceil(Date(2020, 5, 14), Year))
