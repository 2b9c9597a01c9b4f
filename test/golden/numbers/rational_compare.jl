# Rational comparisons are exact, also where cross products would overflow.
println(1//3 < 1//2, " ", 2//3 < 1//2, " ", 1//2 <= 2//4, " ", 1//2 == 2//4, " ", -1//2 < 1//3)
println(1//2 == 0.5, " ", 1//3 == 1/3, " ", 3//1 == 3, " ", 3 == 6//2, " ", 1//2 < 1, " ", 2 <= 5//2)
println(1//2 < 0.75, " ", 0.25 > 1//3, " ", 1//2 == 1//2 + 0im)
a = typemax(Int64) // 3
b = (typemax(Int64) - 1) // 3
c = (typemax(Int64) - 2) // (typemax(Int64) - 1)
d = (typemax(Int64) - 3) // (typemax(Int64) - 2)
println(a < b, " ", b < a, " ", c < d, " ", d < c, " ", c <= c)
println(1//0 > 5//1, " ", -1//0 < typemin(Int64)//1, " ", 1//0 == 1//0, " ", -1//0 < 1//0, " ", 1//0 > typemax(Int64))
println(max(1//2, 2//3), " ", min(1//2, 2//3), " ", clamp(5//2, 1, 2))
println(round(7//2), " ", round(5//2), " ", round(-5//2), " ", floor(-7//2), " ", ceil(7//3), " ", trunc(-7//2))
println(round(Int, 7//2), " ", floor(Int, -1//3), " ", ceil(Int8, 1//3), " ", trunc(Int, -7//2), " ", round(1//0))
