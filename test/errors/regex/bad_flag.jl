r = r"abc"z
println(r)
