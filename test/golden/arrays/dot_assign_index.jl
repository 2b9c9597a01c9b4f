# a[i] .= v writes into a's elements at i (a range, indices or a mask)
v = [1, 2, 3, 4, 5]
v[1:2] .= 0
println(v)
v[[3, 5]] .= -1
println(v)
v[v .< 0] .= 9
println(v)
x = [1.0, 2.0, 3.0]
x[2:end] .+= 10
println(x)
