# A negative value into an unsigned type at least as wide fails the sign check.
x = -5
println(UInt64(5))
println(UInt64(x))
