# y .= f.(x) where x is a view of y: x is read as it was before the write
v = [1, 2, 3, 4, 5]
v[2:end] .= @view v[1:end-1]
println(v)
w = [1, 2, 3, 4, 5]
s = view(w, 1:4)
s .= view(w, 2:5) .* 10
println(w)
u = [1, 2, 3]
u .= u .+ u
println(u)
t = [1, 2, 3, 4]
tv = view(t, 2:4)
tv .= t[1:3] .+ tv
println(t)
