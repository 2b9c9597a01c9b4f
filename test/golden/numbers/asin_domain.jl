# asin is defined on [-1, 1] only.
println(asin(-1.0))
println(asin(1.5))
