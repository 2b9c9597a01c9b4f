# Seeded streams against the values Julia 1.11's documentation publishes
# (the jldoctests of stdlib/Random's docstrings: seed!, Xoshiro, rand!,
# randn, randn!, randexp, randexp!, randstring, randsubseq, randperm,
# randperm!, randcycle, shuffle, shuffle!). Each line prints `true` when
# jlc's value is the published one.
using Random

# seed! and Xoshiro docstrings: Random.seed!(1234); rand(2), and Xoshiro(1234)
Random.seed!(1234)
println(rand(2) == [0.32597672886359486, 0.5490511363155669])
rng = Xoshiro(1234)
println(rand(rng, 2) == [0.32597672886359486, 0.5490511363155669])
println(Xoshiro(1) == Random.seed!(rng, 1))

# rand! docstring: rand!(Xoshiro(123), zeros(5))
println(rand!(Xoshiro(123), zeros(5)) ==
        [0.521213795535383, 0.5868067574533484, 0.8908786980927811, 0.19090669902576285, 0.5256623915420473])

# randn docstring: rng = Xoshiro(123); randn(rng, Float32); randn(rng, ComplexF32, (2, 3))
rng = Xoshiro(123)
println(randn(rng, Float32) === -0.6457307f0)
display(randn(rng, ComplexF32, (2, 3)))

# randn! docstring
println(randn!(Xoshiro(123), zeros(5)) ==
        [-0.6457306721039767, -1.4632513788889214, -1.6236037455860806, -0.21766510678354617, 0.4922456865251828])

# randexp docstring: the 3×3 matrix comes from Xoshiro's bulk mode (72 bytes)
rng = Xoshiro(123)
println(randexp(rng, Float32) === 1.1757717f0)
display(randexp(rng, 3, 3))

# randexp! docstring
println(randexp!(Xoshiro(123), zeros(5)) ==
        [1.1757716836348473, 1.758884569451514, 1.0083623637301151, 0.3510644315565272, 0.6348266443720407])

# randstring docstring
Random.seed!(3); println(randstring() == "Lxz5hUwn")
println(randstring(Xoshiro(3), 'a':'z', 6) == "iyzcsm")

# randsubseq, randperm, randperm!, randcycle, shuffle, shuffle! docstrings
println(randsubseq(Xoshiro(123), 1:8, 0.3) == [4, 7])
println(randperm(Xoshiro(123), 4) == [1, 4, 2, 3])
println(randperm!(Xoshiro(123), Vector{Int}(undef, 4)) == [1, 4, 2, 3])
println(randcycle(Xoshiro(123), 6) == [5, 4, 2, 6, 3, 1])
println(shuffle(Xoshiro(123), collect(1:10)) == [5, 4, 2, 3, 6, 10, 8, 1, 9, 7])
println(shuffle!(Xoshiro(123), collect(1:10)) == [5, 4, 2, 3, 6, 10, 8, 1, 9, 7])

# MersenneTwister docstring (Julia 1.11, seeds hashed as Xoshiro's):
# rng = MersenneTwister(123); rand(rng, 2)
rng = MersenneTwister(123)
println(rand(rng, 2) == [0.37453777969575874, 0.8735343642013971])
println(rand(MersenneTwister(123), 2) == [0.37453777969575874, 0.8735343642013971])

# bitrand docstring: bitrand(Xoshiro(123), 10)
println(bitrand(Xoshiro(123), 10) == Bool[0, 1, 0, 1, 0, 1, 0, 0, 1, 1])
