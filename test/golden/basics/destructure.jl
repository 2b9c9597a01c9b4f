# Destructuring goes through iterate, as Julia's indexed_iterate does: any
# iterable, with `rest...` at the end taking what is left, of the same kind.
v = [10, 20, 30]
x, y = v
println(x, " ", y)
a, b = "ab"
println(a, " ", b, " ", typeof(a))
k, w = 1 => "one"
println(k, " ", w)
h, t... = v
println(h, " ", t)
c, r... = "héllo"
println(c, " ", r, " ", typeof(r))
u, us... = (1, 2.5, "x")
println(u, " ", us)
q, (s1, s2) = 1, (2, 3)
println(q, s1, s2)
for (i, (m, n)) in enumerate([(1, 2), (3, 4)])
    println(i, ": ", m, " ", n)
end
z = ((a1, a2) = [7, 8])
println(z, " ", a1, " ", a2)
p1, p2 = (x * 2 for x in 1:3)
println(p1, " ", p2)
for (key, val) in Dict("k" => 1)
    println(key, " => ", val)
end
function swap(a, b)
    a, b = b, a
    return a, b
end
println(swap(1, 2))
only1, rest0... = [1]
println(only1, " ", rest0)
