# jlc-flags: --trim=no
a = [1, 2]
e = Float64[]
x = [a..., e...]   # Vector{Int64} or Vector{Float64}: Julia decides by the values
println(x)
