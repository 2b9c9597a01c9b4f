# acos is defined on [-1, 1] only.
println(acos(-1.0))
println(acos(-1.5))
