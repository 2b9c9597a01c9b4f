v = [1, 2, 3, 4]
w = view(v, :)
println(summary(w))
display(w)
println(w)
println(typeof(w))
println(typeof(view(v, 2:3)))
println(typeof(view(v, 1:2:3)))
println(typeof(view(v, [1, 3])))
println(typeof(view(v, [true, false, true, false])))
m = [1 2 3; 4 5 6]
c = view(m, :, 2)
r = view(m, 2, :)
println(typeof(c))
println(typeof(r))
println(summary(c), " | ", summary(r))
println(c, " ", r, " ", length(c), " ", length(r))
r[3] = 60
println(m)
w[1] = 10
println(v, " ", parent(w) === v)
println(summary(view(v, [1, 3])))
w .= w .* 2
println(v)
c .= r[1:2]
println(m)
println(sum(w), " ", collect(r))
