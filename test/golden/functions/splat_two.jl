# Several splats in one call: the parts are joined into one collection
# (a tuple while they all are tuples) and splatted once.
a = [1, 2]
b = [3]
e = Int[]
f(xs...) = xs
println(f(a..., b...), " ", f(a..., 10, b...), " ", f(e..., e...), " ", f(0, e..., b..., 4))
println(f((1, 2)..., (3,)...), " ", f((1, "x")..., a...))
c = [0.5]
println(f(a..., c...), " ", string(a..., "-", c...))
println([a..., b...], " ", [a..., 7, b..., e...], " ", vcat(a..., b...), " ", (a..., b...))
println(max(a..., b...), " ", +(a..., c...), " ", min(b..., a...))
g(x, y, z) = x * 100 + y * 10 + z
println(g(a..., b...), " ", g(b..., a...))
try
    g(a..., a...)
catch err
    println(err isa MethodError)
end
words = ["b", "c"]
println(join([["a"]..., words...], ","))

# splatted indices, and T[v...]
m = [1 2; 3 4]
ij = (2, 1)
println(m[ij...])
m[ij...] = 30
m[ij...] += 1
println(m)
iv = [1, 2]
println(m[iv...])
m[iv...] = 20
println(m, " ", m[1, [2]...])
v = [10, 20, 30]
println(v[[3]...], " ", v[(2,)...])
println(Float64[iv...], " ", Int[1, iv..., 4], " ", String[words...])
