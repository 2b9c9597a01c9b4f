# pop! of a missing key throws too; the key is shown as Julia shows it.
d = Dict{Int64, String}(1 => "one")
println(pop!(d, 1))
println(length(d))
pop!(d, 5)
