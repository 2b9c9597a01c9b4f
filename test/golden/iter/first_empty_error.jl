# first of an iterator with no elements: Julia's ArgumentError.
evens = Iterators.filter(iseven, [1, 3, 4])
println(first(evens))
println(first(Iterators.filter(iseven, [1, 3])))
