# A Symbol key that is not there: the KeyError shows it as :b.
d = Dict(:a => 1)
println(d[:a])
println(get(d, :b, 0))
println(d[:b])
