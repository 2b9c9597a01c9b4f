println(round(1.25; sigdigits=2))
println(round(1.25; digits=1, sigdigits=2))
