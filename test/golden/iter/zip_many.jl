# zip of any number of iterators: tuples as long as the shortest lasts.
println(collect(zip(1:3, "abc", [1.5, 2.5, 3.5])))
println(collect(zip([1, 2, 3], [4, 5])))
println(length(zip(1:3, 1:5, "ab")), " ", length(zip(1:4)), " ", length(zip(Iterators.countfrom(), 1:2)))
println(eltype(zip([1], "a")), " ", eltype(zip(1:2, [:a], ["s"])))
for (a, b, c) in zip("xy", 1:2, (0.5, 1.5))
    println(a, " ", b, " ", c)
end
println(collect(zip(1:2)))
println(collect(zip(Iterators.countfrom(10), "abc")))
println(collect(zip(Int[], 1:3)), " ", isempty(collect(zip(1:0, "x"))))
names = ["ann", "bob"]
ages = [31, 42]
for (i, (n, a)) in enumerate(zip(names, ages))
    println(i, ". ", n, " is ", a)
end
d = Dict(zip(names, ages))
println(d["bob"], " ", sum(a * b for (a, b) in zip(1:3, 4:6)))
println(Base.IteratorSize(zip(1:2, Iterators.countfrom())) isa Base.HasLength)
println(Base.IteratorSize(zip(Iterators.filter(isodd, 1:5), 1:2)) isa Base.SizeUnknown)
