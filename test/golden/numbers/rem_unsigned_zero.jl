# Unsigned remainder by zero.
x = 0x05
y = x - x
println(rem(x, 0x03))
println(rem(x, y))
