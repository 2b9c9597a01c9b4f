# v[mask] keeps the elements where mask is true; v[idx] picks by index
v = [10, 20, 30, 40]
println(v[[true, false, true, false]])
println(v[v .> 15])
println(v[[4, 1, 1]])
println(v[Int64[]], " ", v[v .> 100])
v[[true, false]]
