# jlc-flags: --trim=unsafe
# The same call reached at run time is a MethodError, as in Julia.
f(x::Int) = x + 1
pick(b) = b ? f(1) : f("a")
println(pick(true))
println(pick(false))
