# Printf.Format and Printf.format, to a String and to an IO
using Printf
f = Printf.Format("%-6s|%6.2f|%03d\n")
for (name, x, n) in (("a", 1.5, 7), ("bcd", -22.125, 42))
    Printf.format(stdout, f, name, x, n)
end
println(Printf.format(Printf.Format("%d%d"), 1, 2))
println(Printf.format(Printf.Format("%*d|%.*f"), 5, 42, 2, pi))
println(repr(Printf.format(Printf.Format(""))))
println(Printf.format(Printf.Format("100%% %s"), :done))
println(Printf.format(Printf.Format("%c%c %#x %e"), 'o', "k", 255, 12.5))
g = Printf.Format("%.3g")
println(Printf.format(g, 2/3), " ", Printf.format(g, 1e10))
h = Printf.format"%05.1f|"
println(Printf.format(h, 2.25))
module M
using Printf
g(x) = @sprintf("<%4d>", x)
end
println(M.g(12))
