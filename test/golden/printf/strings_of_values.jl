# Expected values: Julia's stdlib/Printf/test/runtests.jl — %s prints any value with print
using Printf
println("[", @sprintf("%s", 1), "]")
println("[", @sprintf("%s", 1.5), "]")
println("[", @sprintf("%s", [1, 2]), "]")
println("[", @sprintf("%s", (1, 'a')), "]")
println("[", @sprintf("%s", nothing), "]")
println("[", @sprintf("%s", true), "]")
println("[", @sprintf("%s", 'x'), "]")
println("[", @sprintf("%5s", 1.0), "]")
println("[", @sprintf("%s", 1//2), "]")
println("[", @sprintf("%-6s|", 3+4im), "]")
