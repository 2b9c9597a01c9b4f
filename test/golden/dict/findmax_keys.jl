# findmax/findmin/argmax/argmin over a Dict (keys as indices), a String (byte indices), f over elements
d = Dict("a" => 1, "b" => 3)
println(findmax(d))
println(argmax(d))
println(findmin(d), " ", argmin(d))
println(findmax(x -> -x, d), " ", argmax(p -> p.second, d))
println(findmax([3, 9, 2]), " ", argmax([3, 9, 2]), " ", argmin(abs, [-3, 1, -2]))
println(findmax("aéb"), " ", argmin("zéa"))
for (k, v) in pairs("aéb")
    print(k, v, " ")
end
println()
println(collect(pairs("ab")))
println(findmax(x -> x^2, (3, -4, 2)), " ", findmax([1.0, NaN, 2.0]), " ", findmin(sin, 0:0.5:2))
