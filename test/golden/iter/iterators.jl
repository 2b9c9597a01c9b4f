# Base.Iterators: lazy wrappers, collected or looped over.
println(collect(Iterators.take(1:10, 3)))
println(collect(Iterators.drop([1, 2, 3, 4], 2)))
println(collect(Iterators.filter(iseven, 1:10)))
println(collect(Iterators.map(x -> x * 2, [1, 2, 3])))
println(collect(Iterators.reverse([1, 2, 3])))
println(collect(Iterators.take(Iterators.countfrom(5, 2), 4)))
println(collect(Iterators.take(Iterators.cycle([1, 2]), 5)))
println(collect(Iterators.takewhile(x -> x < 4, 1:10)))
println(collect(Iterators.dropwhile(x -> x < 4, 1:6)))
println(collect(Iterators.flatten([[1, 2], [3]])))
for r in Iterators.partition(1:7, 3)
    println(r)
end
for (i, x) in Iterators.enumerate("ab")
    println(i, x)
end
for (a, b) in Iterators.zip([1, 2, 3], "xy")
    println(a, b)
end
println(collect(Iterators.rest([5, 6, 7], 2)))
println(sum(Iterators.take(Iterators.countfrom(1), 100)))
