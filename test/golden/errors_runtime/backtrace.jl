# jlc-flags: --trim=safe -g
# An uncaught exception prints the Stacktrace: of the program's own frames,
# innermost first (with -g no function of the program's is inlined away).
@noinline f(x) = div(10, x)
@noinline g(x) = f(x) + 1
println(g(2))
println(g(0))
