# Too few arguments: Julia's ArgumentError when the format runs
using Printf
println("before")
s = @sprintf("%s%%%s", "a")
println(s)
