# Expected values: Julia's stdlib/Printf/test/runtests.jl — integers: space and plus flags
using Printf
println("[", @sprintf("% d", 42), "]")
println("[", @sprintf("% d", -42), "]")
println("[", @sprintf("% 5d", 42), "]")
println("[", @sprintf("% 5d", -42), "]")
println("[", @sprintf("% 15d", 42), "]")
println("[", @sprintf("% 15d", -42), "]")
println("[", @sprintf("%+d", 42), "]")
println("[", @sprintf("%+d", -42), "]")
println("[", @sprintf("%+5d", 42), "]")
println("[", @sprintf("%+5d", -42), "]")
println("[", @sprintf("%+15d", 42), "]")
println("[", @sprintf("%+15d", -42), "]")
