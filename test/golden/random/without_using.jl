# rand and randn are Base's: they work without `using Random`, from the
# task-local generator (seeded from the system's entropy, so only properties
# are printed).
x = rand()
println(0 <= x < 1)
println(rand(1:6) in 1:6)
v = rand(3)
println(length(v), " ", eltype(v), " ", all(y -> 0 <= y < 1, v))
m = rand(Int8, 2, 3)
println(typeof(m), " ", size(m))
println(typeof(randn()), " ", size(randn(2, 2)))
println(rand((:a, :b, :c)) in (:a, :b, :c))
println(rand("héllo") in "héllo")
println(typeof(rand(Float32)), " ", typeof(rand(UInt128)), " ", typeof(rand(Bool)), " ", typeof(rand(Char)))
