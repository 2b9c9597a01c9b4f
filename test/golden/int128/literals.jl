# Julia's literal rule: a decimal beyond Int64 is an Int128, a hex literal
# of more than 16 digits (leading zeros count) a UInt128
x = 170141183460469231731687303715884105727
println(x, " ", typeof(x))
y = 9223372036854775808
println(y, " ", typeof(y))
z = -9223372036854775809
println(z, " ", typeof(z))
h = 0xffffffffffffffffffffffffffffffff
println(h, " ", typeof(h))
println(typeof(0x00000000000000001), " ", 0x00000000000000001)
println(typeof(0x0000000000000001))
println(typeof(0o7777777777777777777777), " ", 0o7777777777777777777777)
println(typeof(0b11111111111111111111111111111111111111111111111111111111111111111))
show(0x0123456789abcdef0123456789abcdef); println()
println(repr(x))
