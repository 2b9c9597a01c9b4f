# Expected values: Julia's stdlib/Printf/test/runtests.jl — * widths and precisions
using Printf
println("[", @sprintf("Use dynamic width and precision  %*.*f", 10, 2, 0.12345), "]")
println("[", @sprintf("%*d", 5, 42), "]")
println("[", @sprintf("%-*d|", 5, 42), "]")
println("[", @sprintf("%.*f", 3, pi), "]")
println("[", @sprintf("%0*.*f", 8, 2, -1.5), "]")
println("[", @sprintf("%*s|", 6, "ab"), "]")
println("[", @sprintf("%.*s", 2, "abc"), "]")
println("[", @sprintf("%0*.*d", 8, 4, 7), "]")
println("[", @sprintf("%*c|", 3, 'z'), "]")
