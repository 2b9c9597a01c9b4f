# BigInts print as their digits, in print, show, string and interpolation
x = big(2)^100
print(x); println()
show(x); println()
println(string(x), " ", repr(-x))
println("x = $x")
println(string(big(255), base=16), " ", string(big(-255), base=2), " ", string(big(5), pad=4))
println(string(big(-5), pad=3), " ", string(big(2)^70, base=36))
println([big(1), big(2)^65])
println((big(1), 2))
println(length(string(factorial(big(100)))))
