absval(x) = x < 0 ? -x : x
sgn(x) = x > 0 ? 1 : x < 0 ? -1 : 0
maxof(a, b) = a > b ? a : b

println(absval(-3))
println(absval(4))
println(absval(-2.5))
println(sgn(10), " ", sgn(-10), " ", sgn(0))
println(maxof(3, 8))
println(maxof(9, 2))
for i in 1:5
    println(i, iseven(i) ? " is even" : " is odd")
end
