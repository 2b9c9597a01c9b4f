# A missing key: Julia's KeyError, exit status 1.
d = Dict("a" => 1)
println(d["a"])
println(d["x"])
