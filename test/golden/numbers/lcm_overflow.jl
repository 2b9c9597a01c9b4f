# lcm checks its product.
println(lcm(2^40, 3))
println(lcm(2^62 + 1, 3))
