# jlc-flags: --trim=unsafe
# A call with no matching method on a branch that is not taken: --trim=unsafe
# builds the program anyway, and it runs correctly.
f(x::Int) = x + 1
pick(b) = b ? f(1) : f("a")
println(pick(true))
