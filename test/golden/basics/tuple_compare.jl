# Tuples compare element by element (==, isequal, <, isless, max), hash and sort.
println((1, 2) == (1, 2), " ", (1, 2) == (1, 2.0), " ", (1, 2) == (1, 2, 3), " ", (1, "a") == (1, "a"))
println((1, 2) < (1, 3), " ", (1, 2) < (1, 2), " ", (1,) < (1, 2), " ", (2,) < (1, 5))
println(isless((1, 2), (1, 1)), " ", isless((), (1,)), " ", isless((1.0, NaN), (1.0, 2.0)))
println(isequal((1, NaN), (1, NaN)), " ", (1, NaN) == (1, NaN), " ", isequal((0.0,), (-0.0,)))
println((1, 2) <= (1, 2), " ", (3, 1) > (2, 9), " ", max((1, 2), (1, 3)))
println(hash((1, 2)) == hash((1, 2)), " ", hash((1, 2)) == hash((2, 1)))
println(sort([(2, "b"), (1, "z"), (2, "a")]))
