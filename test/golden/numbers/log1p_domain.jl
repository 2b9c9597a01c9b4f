# log1p(x) needs x >= -1.
println(log1p(-0.5))
println(log1p(-2.0))
