# Generators: lazy, consumed by sum/any/all/count/collect/first; nested and
# filtered; the element type as inference sees it, even when empty.
calls = Ref(0)
g = (begin calls[] += 1; x^2 end for x in 1:5)
println(calls[])                     # nothing evaluated yet
println(first(g), " ", calls[])
println(sum(g), " ", calls[])
println(any(x -> x > 3, (y for y in 1:10)), " ", all(iseven, (2i for i in 1:4)))
println(count(c -> c in "aeiou", (lowercase(c) for c in "Generator")))
println(collect(x * y for x in 1:3 for y in 1:x))
println(collect((i, j) for i in 1:3 for j in i+1:3))
println([x for x in 1:10 if x % 4 == 0], " ", collect(c for c in "a1b2" if isdigit(c)))
println(eltype(collect(x / 2 for x in 1:0)), " ", collect(string(x) for x in Int[]))
println(maximum(length(w) for w in split("a quick brown fox")))
println(join((uppercase(s) for s in ["x", "y"]), "-"))
println(sum(1 / n^2 for n in 1:3), " ", prod(n for n in 1:5))
m = [i + 10j for i in 1:2, j in 1:3]
println(m, " ", size(m))
println(Dict(x => x^2 for x in 1:3)[3], " ", Set(x % 2 for x in 1:9) == Set([0, 1]))
println(typeof(x for x in 1:3) <: Base.Generator)
