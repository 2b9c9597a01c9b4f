# Integer literals too large for Int128 are BigInts; big"..." reads an integer
# (underscores allowed) or, with a point or exponent, a BigFloat.
x = 170141183460469231731687303715884105728
println(x, " ", typeof(x))
y = 123456789012345678901234567890123456789012345678901234567890
println(y + 1)
z = -1000000000000000000000000000000000000000000
println(z, " ", typeof(z))
h = 0x1000000000000000000000000000000000
println(h, " ", typeof(h))
b = big"123_456_789_012_345_678_901_234_567_890"
println(b, " ", typeof(b))
println(big"-42", " ", typeof(big"-42"))
println(big"0xff", " ", big"0b1010")
f = big"1.5"
println(f, " ", typeof(f))
