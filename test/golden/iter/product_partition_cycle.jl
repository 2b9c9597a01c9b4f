# Iterators.product (the first iterator changes fastest), partition, cycle,
# countfrom with a step.
p = collect(Iterators.product(1:2, "ab"))
println(p)
println(size(p), " ", p[2, 1], " ", length(Iterators.product(1:3, 1:4)))
for (i, c) in Iterators.product(1:2, ['x', 'y'])
    print(i, c, " ")
end
println()
for part in Iterators.partition([1, 2, 3, 4, 5], 2)
    println(collect(part), " ", sum(part))
end
println(collect(Iterators.partition(1:7, 3)))
println(map(length, Iterators.partition(collect(1:10), 4)))
println(collect(Iterators.cycle([1, 2], 3)))
println(collect(Iterators.cycle("ab", 2)), " ", isempty(collect(Iterators.cycle(Int[], 5))))
println(collect(Iterators.take(Iterators.cycle(1:3), 7)))
println(first(Iterators.countfrom(2.5, 0.5), 3), " ", first(Iterators.countfrom(10, -3), 4))
println(first(Iterators.cycle([:a, :b]), 3))
