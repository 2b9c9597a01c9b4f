# + - * and the divisions of BigInts, mixed with machine integers
a = big(10)^30 + 7
b = big(123456789)
println(a + b)
println(a - b)
println(a * b)
println(a * 2 + 1, " ", 3 - a, " ", -a)
println(div(a, b), " ", rem(a, b))
println(a ÷ 1000)
for (x, y) in ((big(7), big(2)), (big(-7), big(2)), (big(7), big(-2)), (big(-7), big(-2)))
    println(x, " ", y, ": div ", div(x, y), " rem ", rem(x, y), " fld ", fld(x, y),
            " mod ", mod(x, y), " cld ", cld(x, y))
end
println(divrem(big(100), big(7)))
println(abs(big(-5)), " ", sign(big(-5)), " ", sign(big(0)), " ", iszero(big(0)))
println(isodd(big(3)), " ", iseven(big(3)), " ", isodd(-big(2)^70 - 1))
println(typeof(big(1) + 1), " ", typeof(1 + big(1)), " ", typeof(true + big(1)))
