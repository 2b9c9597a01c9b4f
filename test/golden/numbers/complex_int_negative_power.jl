# An integer complex number has no negative powers (a float one does).
p = -2
println((1.0 + 1.0im)^p)
println((1 + 1im)^p)
