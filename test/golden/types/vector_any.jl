# Vector{Any} holding Int, String, Float64, Symbol (and then a Char): the
# values widened to Any are known in the closed world, so it builds with --trim=safe.
v = Any[1, "two", 3.0, :four]
for x in v
    println(x, " ", typeof(x))
end
push!(v, 'c')
println(v)
println(length(v))
