# Dates as text: print/show/string, DateFormat formatting and parsing, and
# the errors of bad fields and bad text, as Julia words them.
using Dates

function report(f)
    try
        println(f())
    catch e
        println(sprint(showerror, e))
    end
end

# print and show
d = Date(2020, 1, 1)
print(d); print(" "); show(d); print(" "); println(string(d))
dt = DateTime(2020, 1, 2, 3, 4, 5)
print(dt); print(" "); show(dt); println()
println(DateTime(2020, 1, 2, 3, 4, 5, 123), " ", repr(DateTime(2020, 1, 2, 3, 4, 5, 7)))
println(Date(33, 3, 3), " ", Date(-5, 1, 1))
show([Date(2020, 1, 1), Date(2020, 1, 2)]); println()
t = Time(12, 30, 15, 500)
print(t); print(" "); show(t); print(" "); show(Time(0)); print(" "); show(Time(1, 2, 3, 4, 5, 6)); println()
println(Time(8, 5, 1, 0, 0, 250), " ", Time(23, 59, 59, 999, 999, 999))

# formatting
d = Date(2020, 1, 5)   # a Sunday
println(Dates.format(d, "yyyy-mm-dd"), " | ", Dates.format(d, "dd/mm/yyyy"), " | ", Dates.format(d, "d u yyyy"),
        " | ", Dates.format(d, "E, U d"), " | ", Dates.format(d, "yy"), " | ", Dates.format(d, "e"))
dt = DateTime(2020, 1, 5, 14, 3, 9, 7)
println(Dates.format(dt, "HH:MM:SS.sss"), " | ", Dates.format(dt, "yyyymmddHHMMSS"), " | ", Dates.format(dt, dateformat"H:M"),
        " | ", Dates.format(dt, "yyyy\\ymm\\m"), " | ", Dates.format(dt, "HH:MM p"), " | ", Dates.format(dt, "I:MMp"))
println(Dates.format(Time(9, 5), "HH:MM"), " | ", Dates.format(dt, Dates.RFC1123Format), " | ", Dates.format(d, Dates.ISODateFormat))
println(dateformat"yyyy-mm-dd", " ", DateFormat("yyyy\\ymm\\m"), " ", Dates.ISODateTimeFormat)

# parsing
println(Date("2020-1-5"), " ", DateTime("2020-01-05T14:03:09.007"), " ", DateTime("2020-01-05T14:03"), " ", Time("12:34:56"))
println(DateTime("March 5, 2021 10:15", "U d, yyyy HH:MM"), " ", Date("05 jan 2021", "dd u yyyy"), " ", Date("20210105", "yyyymmdd"))
println(parse(DateTime, "2021-03-05 10:15:30", dateformat"yyyy-mm-dd HH:MM:SS"), " ", Time("02:34pm", "HH:MMp"),
        " ", Time("12:00am", "HH:MMp"))
println(tryparse(Date, "xx"), " ", tryparse(Date, "2020-02-30"), " ", tryparse(Date, "2020-02-29"))
println(Date.(["2020-01-01", "2020-06-15"]))
println(DateTime(string(DateTime(1999, 12, 31, 23, 59, 59, 999))) == DateTime(1999, 12, 31, 23, 59, 59, 999))

# errors
report(() -> Date(2020, 13, 1))
report(() -> Date(2019, 2, 29))
report(() -> DateTime(2020, 1, 1, 25))
report(() -> DateTime(2020, 1, 1, 10, 60))
report(() -> Time(24))
report(() -> Time(1, 2, 3, 4, 5, 1000))
report(() -> Date("2020/01/05"))
report(() -> Date("2020-01-01T00"))
report(() -> DateTime("2020-01-01 10:00"))
report(() -> Date("2020-13-01"))
report(() -> Day(1.5))
report(() -> Day(Hour(25)))
