# Int128 and UInt128 compare with floats exactly, as Julia's float.jl does
x = Int128(2)^100
println(x == 2.0^100, " ", x + 1 == 2.0^100, " ", x + 1 > 2.0^100, " ", 2.0^100 < x + 1, " ", x <= 2.0^100)
println(typemax(UInt128) == 2.0^128, " ", typemax(UInt128) < 2.0^128, " ", Int128(3) == 3.0f0)
