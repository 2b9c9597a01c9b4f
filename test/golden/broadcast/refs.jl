# Ref: a mutable cell; in a broadcast it is a scalar
r = Ref(1)
r[] = 5
r[] += 2
println(r[])
f(x) = x .+ r[]
println(f([1, 2]), " ", [1, 2] .+ r)
v = Ref([1, 2])
println(length.(v), " ", (a -> a .* 2).(v))
