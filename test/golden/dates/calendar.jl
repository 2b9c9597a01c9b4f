# Calendar facts (known dates), period arithmetic and conversion, compound
# periods, ranges and adjusters; each line's expectation is a fact of the
# calendar or of Julia's Dates documentation.
using Dates

# leap years, month lengths, weekdays of known dates
println(isleapyear(2000), " ", isleapyear(1900), " ", isleapyear(2024), " ", daysinmonth(2024, 2), " ", daysinyear(2023))
println(dayofweek(Date(2000, 1, 1)), " ", dayname(Date(2000, 1, 1)), " ", dayabbr(Date(1969, 7, 20)), " ", monthabbr(Date(1969, 7, 20)))
println(dayname(1), " ", monthname(12), " ", monthabbr(5), " ", dayabbr(7))
# ISO weeks: 2021-01-01 is in week 53 of 2020; 2008-12-29 in week 1 of 2009
println(week(Date(2021, 1, 1)), " ", week(Date(2021, 1, 4)), " ", week(Date(2008, 12, 29)), " ", week(Date(2020, 12, 31)))
println(dayofyear(Date(2020, 12, 31)), " ", dayofyear(Date(2021, 3, 1)), " ", quarterofyear(Date(2020, 11, 5)), " ", dayofquarter(Date(2020, 5, 1)))
println(daysofweekinmonth(Date(2020, 5, 17)), " ", dayofweekofmonth(Date(2020, 5, 31)))
d = DateTime(2020, 5, 6, 7, 8, 9, 10)
println(year(d), " ", month(d), " ", day(d), " ", hour(d), " ", minute(d), " ", second(d), " ", millisecond(d))
println(Hour(d), ", ", Minute(d), ", ", Millisecond(d), ", ", Month(d), ", ", Week(d))

# conversions between the time types
println(Date(d), " ", DateTime(Date(2020, 5, 6)), " ", Time(d))
println(Date(2020, 1, 1) == DateTime(2020, 1, 1), " ", Date(2020, 1, 1) < DateTime(2020, 1, 1, 1), " ", Date(2020, 1, 2) > Date(2020, 1, 1))
println(DateTime(2020, 1, 1, 24), " ", Date(2020, 1, 1) + Time(13, 30))

# arithmetic
println(Date(2020, 1, 1) - Date(2019, 1, 1), ", ", Date(2021, 1, 1) - Date(2020, 1, 1))
println(Date(2020, 2, 29) + Year(1), " ", Date(2020, 2, 29) - Year(4), " ", Date(2020, 3, 31) - Month(1), " ", Date(2020, 11, 30) + Quarter(1))
println(DateTime(2020, 1, 31, 10, 30) + Month(1), " ", DateTime(2020, 12, 31, 23) + Hour(1), " ", DateTime(2020, 3, 1) - Millisecond(1))
println(Date(2020, 12, 25) + Week(2), " ", Date(2020, 1, 1) - Day(1), " ", Day(10) + Date(2020, 1, 1))
println(Time(23) + Hour(2), " ", Time(0, 30) - Minute(45), " ", Time(12) - Time(11, 30))
println(DateTime(2020, 1, 31) + (Month(1) + Hour(5)), " ", Date(2020, 1, 31) + (Month(1) + Day(1)))

# periods
println(Day(1) == Hour(24), " ", Day(1) < Hour(25), " ", Year(1) == Month(12), " ", Minute(1) == Second(61))
println(Hour(Day(1)), ", ", Day(Hour(48)), ", ", Millisecond(Second(2)), ", ", Month(Year(2)), ", ", Week(Day(14)))
println(Day(3) * 2, ", ", 2 * Week(1), ", ", Hour(10) / 2, ", ", Day(10) / Day(4), ", ", Minute(7) % Minute(3), ", ", -Second(5))
println(abs(Day(-3)), ", ", sign(Day(-3)), ", ", zero(Hour), ", ", Dates.value(Day(5)), ", ", max(Day(1), Day(3)))
show(Day(1)); print(" "); show(Nanosecond(2)); print(" "); show([Day(1), Day(2)]); println()
println(string(Day(1)), " | ", string(Year(2020) + Month(2)), " | ", Week(1) + Day(1))
println(canonicalize(Dates.CompoundPeriod(Hour(30))), "; ", canonicalize(Day(1) - Hour(1)), "; ", canonicalize(Second(3661)))
println(Dates.CompoundPeriod(Day(0)), "; ", Day(1) + Hour(2) == Hour(26), "; ", Hour(2) + Day(1))
println(canonicalize(DateTime(2020, 3, 1) - DateTime(2020, 2, 1, 10, 30)))
println(Dates.periods(Day(1) + Hour(2) + Year(3)), " ", Dates.periods(canonicalize(Minute(50000)))[2])

# ranges
r = Date(2020, 1, 1):Day(1):Date(2020, 12, 31)
println(length(r), " ", r[60], " ", Date(2020, 2, 29) in r, " ", Date(2021, 1, 1) in r, " ", step(r), " ", last(r))
println(collect(Date(2020, 3, 1):Day(-1):Date(2020, 2, 25)))
println(length(DateTime(2020, 1, 1):Hour(6):DateTime(2020, 1, 2)), " ", last(Date(2020, 1, 1):Week(1):Date(2020, 2, 1)))
println(collect(Date(2020, 1, 31):Month(1):Date(2020, 5, 31)))
println(length(Date(2020, 1, 1):Month(3):Date(2021, 12, 31)), " ", isempty(Date(2020, 1, 2):Day(1):Date(2020, 1, 1)))
println(collect(Date(2020, 1, 1):Date(2020, 1, 3)))
println([dayabbr(x) for x in Date(2024, 1, 1):Day(1):Date(2024, 1, 7)])
pr = Day(1):Day(2):Day(9)
show(pr); println(" ", length(pr), " ", collect(pr), " ", pr[3], " ", sum(collect(pr)))
println(collect(Hour(5):Hour(-2):Hour(0)), " ", isempty(Minute(3):Minute(1):Minute(2)))

# adjusters (May 17, 2020 was a Sunday; Memorial Day 2020 was May 25)
println(tofirst(Date(2020, 5, 17), Monday), " ", tolast(Date(2020, 5, 17), Monday), " ", toprev(Date(2020, 5, 17), Sunday),
        " ", tonext(Date(2020, 5, 17), Sunday; same=true), " ", tonext(Date(2020, 5, 17), Sunday))
println(tofirst(Date(2020, 5, 17), Monday; of=Year), " ", tolast(Date(2020, 5, 17), Friday; of=Year))
println(firstdayofmonth(DateTime(2020, 2, 15, 10)), " ", lastdayofyear(Date(2020, 5, 5)), " ", firstdayofquarter(Date(2020, 8, 8)),
        " ", firstdayofyear(Date(2020, 8, 8)), " ", lastdayofweek(Date(2020, 5, 13)))

# sorting, keys
ds = [Date(2020, 3, 1), Date(2019, 1, 1), Date(2020, 1, 1)]
println(sort(ds), " ", maximum(ds), " ", minimum(ds))
counts = Dict{Date, Int}()
for x in [Date(2020, 1, 1), Date(2020, 1, 2), Date(2020, 1, 1)]
    counts[x] = get(counts, x, 0) + 1
end
println(counts[Date(2020, 1, 1)], " ", counts[Date(2020, 1, 2)])

# day numbers
println(unix2datetime(0), " ", unix2datetime(1.5e9), " ", datetime2unix(DateTime(2000)))
println(Dates.julian2datetime(2451545.0), " ", Dates.datetime2julian(DateTime(2000, 1, 1, 12)), " ", Dates.rata2datetime(734869),
        " ", Dates.datetime2rata(Date(2013, 1, 1)))
n = now()
println(n isa DateTime, " ", year(n) >= 2024, " ", today() isa Date, " ", now(Dates.UTC) isa DateTime)
