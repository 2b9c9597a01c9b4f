# Shifts: a count at least the width gives 0 (or -1 for >> of a negative
# number); a negative count shifts the other way.
println(1 << 10, " ", 1024 >> 3, " ", -1024 >> 3, " ", -1024 >>> 60)
println(1 << 63, " ", 1 << 64, " ", 1 << 100, " ", -1 >> 100, " ", 1 >> 64)
println(1 << -2, " ", 16 >> -2, " ", -16 >>> -1)
println(0x01 << 7, " ", 0x01 << 8, " ", 0x80 >> 7, " ", Int8(-128) >> 7, " ", Int8(-128) >>> 7)
println(typeof(0x01 << 3), " ", typeof(Int16(1) << 3))
println(UInt16(1) << 0x0f, " ", 1 << 0x03, " ", Int32(-8) >> UInt8(1))
n = 5
println(1 << n, " ", 1 << (n - 10), " ", Int8(1) << Int8(6))
