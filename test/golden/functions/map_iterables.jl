# map over any iterable and over two collections, filter of a range: the
# element type of the result is what f returns, as Julia's
println(map(x -> x + 1, 1:3))
println(map(+, [1, 2], [10, 20]))
println(map((x, y) -> x * y, 1:3, [1.0, 2.0, 3.0]))
println(map(x -> x * 2, (1, 2)), " ", map(+, (1, 2), (3, 4)))
println(map(uppercase, ['a', 'b']))
println(map(string, 1:0))
println(filter(iseven, 1:10), " ", filter(x -> x > 2.0, 1.0:4.0))
println(map(abs, -2:2) == [abs(x) for x in -2:2])
