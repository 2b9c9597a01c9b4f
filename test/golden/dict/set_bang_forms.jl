# The ! forms change their first argument and return it: on Sets (printed
# sorted) and on vectors (in order, each element once).
s = Set([3, 4, 5])
r = union!(s, 1:2:7)
println(r === s, " ", sort(collect(s)))
setdiff!(s, [1, 3], Set([7]))
println(sort(collect(s)))
intersect!(s, [4, 5, 6])
println(sort(collect(s)))
symdiff!(s, [5, 6])
println(sort(collect(s)))
t = Set(["a"])
union!(t, ["b"], ("c", "a"))
println(sort(collect(t)))
v = [3, 1, 3, 2]
union!(v, [5, 1], [6])
println(v)
w = [1, 2, 3, 2, 4]
intersect!(w, [4, 2, 3])
println(w)
x = [1, 2, 3, 1]
setdiff!(x, [2])
println(x)
y = [1, 2, 2]                   # 2 is met three times in all: it stays
symdiff!(y, [2, 3])
println(y)
