# Rational arithmetic is checked: the cross products overflow here.
a = typemax(Int64) // 2
println(a + (-1//2))
println(a + 1//3)
