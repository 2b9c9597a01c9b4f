# indexing and views with step ranges; x .= view(x, reversed) reads the old x
x = [1, 2, 3, 4, 5]
println(x[end:-1:1], " ", x[1:2:5], " ", x[5:-2:1], " ", x[2:1])
x[1:2:5] .= 0
println(x)
v = view(x, 5:-1:1)
println(v, " ", v[1])
x .= v
println(x)
println(x[3:2:9])
