# foldl over an empty collection with an operator that has no identity.
println(foldl(-, [5, 1]; init=0))
println(sum(Int[]))
println(foldl(-, Int[]))
