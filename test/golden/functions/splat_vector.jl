# Splatting a Vector, whose length only the running program knows, into a
# call: one case per length the methods tell apart, the rest bound to a
# varargs parameter as a tuple.
v = [3, 1, 4, 1, 5]
w = Float64[1.5, 2.5]
e = Int[]
println(max(v...), " ", min(v...), " ", max(w...))
println(+(v...), " ", *(v...), " ", +(w...))
println(v...)
println(string(v...), " ", string(e...) == "")

f(xs...) = length(xs)
g(a, xs...) = a + sum(xs; init = 0)
second(xs::Int...) = xs[2]
println(f(v...), " ", f(e...), " ", g(v...), " ", g(9, e...), " ", second(v...))

function total(xs...)
    s = 0
    for x in xs
        s += x
    end
    return s
end
println(total(v...), " ", total(e...))
println(foldl(+, tuple(v...)), " ", sum(tuple(w...)))

t = tuple(v...)
println(t, " ", length(t), " ", t[end], " ", tuple(e...), " ", tuple([7]...))
println([v...], " ", [e...], " ", [w...])
println(vcat(v...), " ", vcat([[1, 2], [3], Int[]]...), " ", vcat(e...))

# a copy is splatted: changing the vector afterwards changes nothing
keep(xs...) = xs
k = keep(v...)
v[1] = 100
println(k, " ", v[1])

h(x, y) = x * y
println(h(w...))
println(h(2, [21]...))
try
    h(v...)
catch err
    println(err isa MethodError)
end
try
    max(e...)
catch err
    println(err isa MethodError)
end
try
    second([7]...)
catch err
    showerror(stdout, err)
    println()
end

# the varargs take the elements together with arguments of their type around them
p = [1, 2, 3]
println(keep(0, p...), " ", keep(p..., 4), " ", keep(0, p..., 4, 5), " ", keep(0, Int[]...))
pair(a, xs...) = (a, xs)
println(pair(p..., 9), " ", pair(7, p...), " ", pair(Int[]..., 1))
println(p..., 0)
println(max(0, p...), " ", max(p..., 10), " ", +(1, p...), " ", second(100, p...))
