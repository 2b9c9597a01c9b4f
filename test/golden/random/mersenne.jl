# MersenneTwister: equal seeds give equal streams through both caches (floats,
# 64- and 128-bit integers), arrays past 383 doubles (straight from the
# stream) and normal arrays of 13 or more; unseeded, from the system.
using Random
a = MersenneTwister(7); b = MersenneTwister(7)
println(randn!(a, zeros(3)) == randn!(b, zeros(3)), " ", randn!(a, zeros(20)) == randn!(b, zeros(20)))
println(rand(a, Int, 5) == rand(b, Int, 5), " ", rand(a, UInt128) == rand(b, UInt128), " ", rand(a, 1:10, 4) == rand(b, 1:10, 4))
println(rand(a, 1000) == rand(b, 1000), " ", randexp(a, 30) == randexp(b, 30), " ", shuffle(a, 1:5) == shuffle(b, 1:5))
x = rand(a, Float32); println(0 <= x < 1, " ", typeof(rand(a, Float16)), " ", rand(a, Bool) isa Bool)
println(rand(MersenneTwister(), 1:3) in 1:3)
