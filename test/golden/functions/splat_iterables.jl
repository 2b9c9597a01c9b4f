# Splatting any iterable, as Julia does: ranges, pairs, generators, strings,
# sets, dicts, named tuples (their values), numbers.
println(max((1:3)...), " ", +((1 => 2)...), " ", string("ab"...))
println([(i^2 for i in 1:3)...], " ", tuple(5...), " ", tuple(Dict(1 => 2)...))
nt = (a = 1, b = 2)
f(x, y) = x - y
println(f(nt...), " ", max(Set([3])...), " ", [1:2..., 5])
g(xs...) = length(xs)
println(g((x for x in 1:0)...), " ", g('a':'e'...), " ", g((x for x in 1:10 if isodd(x))...))
