# Tuples whose length only the running program knows, as Julia infers them
# (Tuple{Vararg{Int64}}): filter on a tuple, t[2:3], Tuple(v), (v...,).
t = (1, 2, 3, 4)
e = filter(iseven, t)
println(e)
println(length(e), " ", isempty(e), " ", eltype(e))
for x in e
    println(x)
end
println(filter(x -> x > 3, t))
println(filter(x -> x > 9, t))
println(isempty(filter(x -> x > 9, t)))
println(t[2:3], " ", t[[4, 1]], " ", t[2:1])
println(map(x -> x / 2, t[2:3]))
println(map(string, e))
println(reverse(t[1:3]))
println(t[2:3] == (2, 3), " ", (2, 3) == t[2:3], " ", t[2:3] == (2, 3, 4), " ", isequal(e, (2, 4)))
println(sum(e), " ", maximum(t[1:3]), " ", 4 in e, " ", first(e), " ", last(e), " ", e[end])
println(collect(e))
a, b = e
println(a * b)

# elements of several types
h = filter(x -> !(x isa Float64), (1, "a", 2.5, 3))
println(h)
println(map(x -> x isa Int ? x + 1 : x, h))
for x in h
    println(typeof(x), " ", x)
end

v = [1.5, 2.5]
println(Tuple(v), " ", typeof(Tuple(v)[1]))
s = (v...,)
println(length(s), " ", sum(s), " ", s)
println(Tuple("ab"), " ", Tuple(1:3))
x, y = Tuple(v)
println(x + y)

# compared as tuples are, at the first pair of elements that differs
println(e < (2, 5), " ", (2, 4) < e, " ", isless(e, (2, 4, 0)), " ", e < t[2:4], " ", isless((1, 9), e))
println(Base.front(e), " ", Base.front(t[1:3]), " ", Tuple(t) === t)

# out of range: the tuple's BoundsError
try
    t[3:5]
catch err
    showerror(stdout, err); println()
end
try
    e[3]
catch err
    showerror(stdout, err); println()
end
