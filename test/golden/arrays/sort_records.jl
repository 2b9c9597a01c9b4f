# sorting records (tuples) by keys, stably, with by/lt/rev; sortperm and partialsort
items = [("pear", 3, 0.5), ("apple", 7, 0.25), ("fig", 3, 1.5), ("kiwi", 1, 0.75), ("date", 7, 2.0)]
by_count = sort(items; by = x -> x[2])
println([x[1] for x in by_count])
by_count_rev = sort(items; by = x -> x[2], rev = true)
println([x[1] for x in by_count_rev])
println([x[1] for x in sort(items; lt = (a, b) -> length(a[1]) < length(b[1]))])
println(first(sort(items)))
p = sortperm(items; by = x -> x[3])
println(p)
println(items[p] == sort(items; by = x -> x[3]))
println(issorted([x[2] for x in by_count]), " ", issorted(items))
names = [x[1] for x in items]
sort!(names)
println(names)
println(searchsortedfirst(names, "dog"), " ", searchsortedlast(names, "fig"), " ", searchsorted(names, "grape"))
prices = [x[3] for x in items]
println(partialsort(prices, 2), " ", partialsort(prices, 1:3), " ", partialsort(prices, 1; rev = true))
println(sort([3, 1, 2]), " ", sort([3.0, -0.0, 0.0, NaN, -1.0]))
println(sortperm([10, 30, 20]; rev = true), " ", sort(["b", "A", "a", "B"]; by = lowercase))
v = [5, 2, 9, 1]
sort!(v; rev = true)
println(v, " ", reverse(v), " ", issorted(v; rev = true))
