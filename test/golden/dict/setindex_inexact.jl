# A key is converted to the Dict's key type: 2.0 is the key 2, 1.5 cannot be.
d = Dict{Int64, String}()
d[2.0] = "two"
println(d, " ", haskey(d, 2))
d[1.5] = "no"
