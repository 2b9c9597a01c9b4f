# Julia's rules for printing a BigFloat: positional for exponents -4..5,
# else d.ddde±XX; a trailing .0 for integers; Inf and NaN as for Float64
println(BigFloat(10)^5, " ", BigFloat(10)^6, " ", BigFloat(123456))
println(BigFloat(1) / 2^10, " ", BigFloat(1) / 2^20, " ", BigFloat(0.0001), " ", BigFloat(2)^-14)
println(BigFloat(0), " ", -BigFloat(0), " ", BigFloat(2), " ", BigFloat(-7.25))
println(BigFloat(1e100), " ", BigFloat(2)^-100)
println(BigFloat(1) / 0, " ", BigFloat(0) / 0)
show(big(2.5)); println()
println([big(1.5), big(2.0)])
println(string(big(0.5)), " ", "$(big(0.75))")
