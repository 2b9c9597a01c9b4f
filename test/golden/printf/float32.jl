# Expected values: Julia's stdlib/Printf/test/runtests.jl — Float32 arguments print their exact value
using Printf
println("[", @sprintf("%f", 1.5f0), "]")
println("[", @sprintf("%.10f", 0.1f0), "]")
println("[", @sprintf("%e", 3.0f0), "]")
println("[", @sprintf("%g", 0.1f0), "]")
println("[", @sprintf("%.9g", 0.1f0), "]")
println("[", @sprintf("%d", 2.5f0), "]")
println("[", @sprintf("%a", 0.1f0), "]")
