# MPFR's functions at the default 256 bits, setprecision, π and eps
println(BigFloat(pi))
println(big(ℯ))
println(eps(BigFloat))
println(exp(big(1)))
println(log(big(2)))
println(log2(big(8)), " ", log10(big(1000)), " ", cbrt(big(27)), " ", abs(big(-2.5)))
println(sin(big(1)))
println(cos(big(1)))
println(tan(big(1)))
println(atan(big(1)) * 4 == big(pi), " ", atan(big(1), big(-1)) == 3 * big(pi) / 4)
println(sinh(big(1)))
println(cosh(big(1)))
println(tanh(big(1)))
println(exp(big(-1)), " ", cosh(big(0)), " ", tanh(big(0)), " ", sin(big(0)))
println(precision(BigFloat), " ", precision(big(1.5)))
setprecision(BigFloat, 64)
println(precision(BigFloat), " ", big(pi), " ", BigFloat(1) / 3, " ", eps(BigFloat))
setprecision(100) do
    println(precision(BigFloat), " ", big(pi), " ", precision(sqrt(big(2))))
end
println(precision(BigFloat), " ", setprecision(BigFloat, 256), " ", precision(BigFloat))
println(nextfloat(big(1.0)) - 1 == eps(BigFloat), " ", eps(big(1.0)) == eps(BigFloat), " ", prevfloat(big(1.0)) < 1)
try
    log(big(-1))
catch e
    showerror(stdout, e)
    println()
end
try
    sin(BigFloat(Inf))
catch e
    showerror(stdout, e)
    println()
end
