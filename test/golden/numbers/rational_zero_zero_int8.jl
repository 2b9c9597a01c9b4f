# The message names the type of the parts.
x = Int8(0)
println(x // x)
