# Expected values: Julia's stdlib/Printf/test/runtests.jl — a float given to %d prints as %.0f
using Printf
println("[", @sprintf("%d", 3.14), "]")
println("[", @sprintf("%2d", 3.14), "]")
println("[", @sprintf("%d", 25.5), "]")
println("[", @sprintf("%d", 1.0e100), "]")
println("[", @sprintf("%d", Inf), "]")
println("[", @sprintf(" %d", NaN), "]")
println("[", @sprintf("%d", -0.6), "]")
println("[", @sprintf("%s", 1), "]")
println("[", @sprintf("%f", 1), "]")
println("[", @sprintf("%e", 1), "]")
println("[", @sprintf("%g", 1), "]")
println("[", @sprintf("%d", 3//1), "]")
