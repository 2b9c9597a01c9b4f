# BigFloat(x, [rounding]; precision): x rounded to so many bits, to nearest
# unless a rounding mode says otherwise; MPFR prints as many digits as the
# precision needs.
x = BigFloat(1.1; precision=20)
println(x, " ", precision(x))
println(BigFloat(0.1, RoundUp; precision=10), " ", BigFloat(0.1, RoundDown; precision=10))
println(BigFloat(-0.1, RoundToZero; precision=10), " ", BigFloat(-0.1, RoundFromZero; precision=10))
println(BigFloat(1; precision=3), " ", precision(BigFloat(1; precision=3)))
println(BigFloat(3, RoundNearest; precision=2), " ", BigFloat(5, RoundDown; precision=2), " ", BigFloat(5, RoundUp; precision=2))
println(BigFloat(0x07; precision=2), " ", BigFloat(big(2)^70 + 1; precision=8))
println(BigFloat(2//3; precision=24))
y = big(1.5)
println(BigFloat(y) === y, " ", BigFloat(y; precision=256) === y, " ", precision(BigFloat(y; precision=8)))
println(BigFloat(0.1, 12), " ", BigFloat(0.1, 12, RoundUp))
println(precision(BigFloat(1.5)), " ", precision(BigFloat(1.5; precision=100)))
try
    BigFloat(1.0; precision=0)
catch e
    showerror(stdout, e)
    println()
end
