# tuples with scalars give tuples, element by element with their own types
println((1, 2, 3) .+ 1)
println((1, 2.5) .* 2)
println(abs.((-1, 2, -3)))
println((1, 2) .+ (10, 20))
println((1,) .+ (10, 20))
println(string.((1, :a, 'c')))
println((1, 2) .+ [10, 20])
