# Julia abbreviates homogeneous tuple types longer than three, and long
# repeated tails, when it prints them
println(typeof((1, 2, 3, 4)))
println(typeof((1, 2, 3)))
println(typeof(("a", 1, 2, 3, 4)))
println(typeof(("a", 1, 2, 3)))
println(typeof((1.0, 2, 3, 4, 5)))
println(typeof((a = 1, b = 2.5)))
println(typeof(NamedTuple()))
