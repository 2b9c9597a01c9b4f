# string(n; base, pad), ndigits(n; base, pad), digits(n; base, pad), digits!.
println(string(255; base=16), " ", string(5, base=2, pad=8), " ", string(-255, base=16), " ", string(42), " ", string(true))
println(string(255, base=36), " ", string(61, base=62), " ", string(-5; pad=3), " ", string(0; pad=0), " ", string(10; base=-2))
println(ndigits(255; base=16), " ", ndigits(0), " ", ndigits(12345; pad=8), " ", ndigits(-1000, base=10))
println(digits(1234), " ", digits(10, base=2), " ", digits(-123), " ", digits(5; pad=4), " ", digits(0))
println(digits(Int8, 255; base=16), " ", digits(UInt8, 6, base=2, pad=4))
a = zeros(Int, 3)
println(digits!(a, 987654), " ", a)
println(digits!(zeros(Int, 4), 10; base=-2))
