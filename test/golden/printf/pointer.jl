# %p: a pointer or an integer as its 64-bit address in hex (Julia's tests).
using Printf
println("[", @sprintf("%20p", 0), "]")
println("[", @sprintf("%-20p", 0), "]")
println("[", @sprintf("%20p", C_NULL), "]")
println("[", @sprintf("%-20p", C_NULL), "]")
println("[", @sprintf("%p", 0xfffffffffffe0000), "]")
println("[", @sprintf("%*p", 20, 0), "]")
println("[", Printf.format(Printf.Format("%-*p|"), 20, C_NULL), "]")
