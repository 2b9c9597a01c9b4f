# Iterators.partition into pieces of no length: Julia's ArgumentError.
println(length(Iterators.partition(1:10, 3)))
Iterators.partition(1:10, 0)
