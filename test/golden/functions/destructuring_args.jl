# A destructured argument is an unnamed argument (of type Any) whose body
# begins by taking it apart, as Julia lowers it: any iterable works.
f = ((a, b),) -> a + b
println(f((1, 2)))
g((x, y)) = x * y
println(g((3, 4)))
h((x, y), z) = x + y + z
println(h((1, 2), 3))
res = map(enumerate(["a", "b"])) do (i, s)
    "$i:$s"
end
println(res)
d = filter(((k, v),) -> v > 80, Dict("a" => 90, "b" => 10))
println(d)
foreach(((k, v),) -> println(k, "=", v), [(1, 2)])
for_each_pair = sum(((a, b),) -> a * b, [(1, 2), (3, 4)])
println(for_each_pair)

# nested
n((a, (b, c)), d) = a + b * c + d
println(n((1, (2, 3)), 4))
m(((a, b), c)) = (a, b, c)
println(m(((1, 2), 3)))
println(map(((i, (x, y)),) -> i * (x + y), enumerate([(1, 2), (3, 4)])))

# Pairs of a Dict
scores = Dict("ann" => 91, "bob" => 72, "cy" => 85)
for line in sort(map(((k, v),) -> "$k scored $v", collect(scores)))
    println(line)
end
println(sum(((k, v),) -> v, scores))

# a do block taking three names apart
out = map([(1, 2, 3), (4, 5, 6)]) do (a, b, c)
    a * 100 + b * 10 + c
end
println(out)

# a string, a declared type, a rest, a named tuple
first2((c1, c2)) = string(c1, c2)
println(first2("xyz"))
swap((a, b)::Tuple{Int, Int}) = (b, a)
println(swap((1, 2)))
tail((h, t...)) = t
println(tail((1, 2, 3)))
xminusy((; x, y)) = x - y
println(xminusy((y = 1, x = 10)))

# the names are the function's own: they shadow, are captured, are boxed
a = 100
k = ((a, b),) -> a - b
println(k((5, 3)), " ", a)
adders() = [((x, y),) -> x + y + z for z in 1:2]
println([add((1, 2)) for add in adders()])
function acc((lo, hi))
    bump = () -> (lo += 1)
    bump(); bump()
    (lo, hi)
end
println(acc((1, 9)))

# with keywords and a default
kw((a, b); scale = 1) = (a + b) * scale
println(kw((1, 2)), " ", kw((1, 2); scale = 10))
dflt((a, b) = (1, 2)) = a + b
println(dflt(), " ", dflt((5, 5)))
