# f.(a, b, c) combines shapes from the right, as Julia: b with c first
f(x, y, z) = x + y + z
println(f.([1, 2], 1, [3, 4]))
f.([1, 2, 3], [1, 2, 3, 4], [1, 2])
