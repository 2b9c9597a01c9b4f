# map over a Dict is an error in Julia (its result could be no Dict): use a
# comprehension, or map over pairs collected into a vector.
d = Dict("a" => 1)
println([k => 2v for (k, v) in d])
println(Dict(k => 2v for (k, v) in d))
println(map(p -> p.second, collect(d)))
map(p -> p.second, d)
