# reduce over nothing without init: Julia's ArgumentError.
println(reduce(+, [1, 2]))
reduce(max, Int[])
