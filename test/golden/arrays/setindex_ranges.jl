# a[r] = values, for a range, an index vector or a mask (the right side read first).
v = [1, 2, 3, 4]
v[2:3] = [20, 30]
println(v)
v[[1, 4]] = 7:8
println(v)
v[v .> 10] = [0, 0]
println(v)
v[1:2] = v[3:4]
println(v)
