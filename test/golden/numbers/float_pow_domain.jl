# A negative base to a non-integer power has no real result.
println((-8.0)^3.0, " ", (-2.0)^-2.0)
println((-8.0)^(1 / 3))
