# pairs and enumerate: index => value over vectors, tuples and named tuples.
v = [10, 20, 30]
println(collect(pairs(v)))
for (i, x) in pairs(v)
    println(i, " => ", x)
end
for (i, s) in pairs(("a", "b"))
    println(i, s)
end
nt = (x = 1, y = 2)
println(collect(pairs(nt)))
for (k, val) in pairs(nt)
    println(k, " = ", val)
end
println(keys(nt), " ", values(nt), " ", length(pairs(nt)))
println(collect(enumerate("hé!")))
for (i, c) in enumerate(['p', 'q'])
    println(i, c)
end
println(collect(enumerate(10:10:30)), " ", length(enumerate(1:5)))
println(eltype(enumerate([1.5])), " ", eltype(pairs([1.5])))
println([i * x for (i, x) in enumerate([3, 2, 1])])
println(first(enumerate("xyz")), " ", first(pairs([7, 8])))
