# Expected values: Julia's stdlib/Printf/test/runtests.jl — the examples of @printf's docstring
using Printf
println("[", @sprintf("Hello %s", "world"), "]")
println("[", @sprintf("Scientific notation %e", 1.234), "]")
println("[", @sprintf("Scientific notation three digits %.3e", 1.23456), "]")
println("[", @sprintf("Padded to length 5 %5i", 123), "]")
println("[", @sprintf("Padded with zeros to length 6 %06i", 123), "]")
println("[", @sprintf("this is a %s %15.1f", "test", 34.567), "]")
