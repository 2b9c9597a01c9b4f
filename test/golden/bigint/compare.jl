# comparisons of BigInts with each other and with machine integers
a = big(2)^64
b = a + 1
println(a < b, " ", a <= a, " ", a > b, " ", a == b - 1, " ", a != b)
println(a > typemax(Int64), " ", -a < typemin(Int64), " ", big(5) == 5, " ", 5 == big(5))
println(big(3) < 4, " ", 4 <= big(3), " ", cmp(a, b), " ", cmp(b, a), " ", cmp(a, a))
println(max(a, b), " ", min(a, b))
v = [big(10)^20, big(-3), big(7), big(2)^70, big(0)]
println(sort(v))
println(sort(v, rev=true))
println(maximum(v), " ", minimum(v), " ", sum(v))
