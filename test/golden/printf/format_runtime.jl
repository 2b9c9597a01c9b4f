# Printf.Format(s) parses s when called, as Julia's does (a string known only
# at run time too); a bad format throws Printf.InvalidFormatStringError, shown
# as Julia's showerror shows it: the format with the bad part underlined.
using Printf
function show_format_error(s)
    try
        Printf.Format(s)
        println("valid: ", repr(s))
    catch e
        showerror(stdout, e)
    end
end
fmts = ["%-6s|%6.2f|%03d\n", "%d %", "%y%d", "%+", "%.", "%ll", "%_1lld", "ab %5.2q"]
for f in fmts
    show_format_error(f)
end
f = Printf.Format(fmts[1])
Printf.format(stdout, f, "ab", pi, 7)
println(Printf.format(Printf.Format("%*d|%-*.*f|%#x"), 5, 42, 8, 3, 2.5, 255))
println(Printf.format(Printf.Format("100%% %s %c"), :done, 'x'))
g = Printf.Format(string("%", 4, "d"))
println(Printf.format(g, 12), " ", g isa Printf.Format)
try
    Printf.format(g, 1, 2)
catch e
    showerror(stdout, e); println()
end
try
    Printf.Format("%y")
catch e
    println(e isa Printf.InvalidFormatStringError, " ", e.message, " ", e.start_color, ":", e.end_color)
end
