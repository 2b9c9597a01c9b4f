# a[i...] .= x into a block of a matrix (no 2-d view yet: written through a
# copy of the block, stored back), an element that is itself an array, a
# Dict value, a range of a vector; by hand.
y = zeros(3, 1)
z = [1.0 ; 2.0;;]
y[1:2, :] .= z
println(y)
m = zeros(Int, 3, 3)
m[2:3, [1, 3]] .= 7
m[1, 1:2] .+= [1, 2]
println(m)
vv = [[1, 2], [3, 4]]
vv[2] .= 0
println(vv)
d = Dict(1 => [1, 2])
d[1] .= 5
println(d)
v = [1, 2, 3, 4]
v[2:3] .= 9
println(v)
