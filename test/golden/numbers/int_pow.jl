# Integer powers keep the base's type and wrap on overflow.
println(2^10, " ", 3^4, " ", (-2)^3, " ", 10^18, " ", 0^0, " ", 7^1)
println(2^62, " ", 2^63, " ", 2^64, " ", 3^40)
println(Int8(2)^7, " ", Int8(3)^5, " ", 0x02^8, " ", UInt16(3)^11, " ", typeof(Int8(2)^2))
println(2^Int8(3), " ", typeof(2^Int8(3)), " ", 0x03^2, " ", typeof(0x03^2))
println(true^3, " ", false^0, " ", Int32(-3)^3)
x = 5
println(x^2, " ", x^3, " ", -x^2)
