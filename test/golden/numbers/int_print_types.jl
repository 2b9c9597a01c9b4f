# Every integer type prints in decimal: print, println, string and interpolation.
a = Int8(-8); b = Int16(-16); c = Int32(-32); d = -64
e = UInt8(8); f = UInt16(16); g = UInt32(32); h = UInt64(64)
println(a, " ", b, " ", c, " ", d)
println(e, " ", f, " ", g, " ", h)
println("$a $b $c $d $e $f $g $h")
println(string(a) * string(e), " ", string(typemax(UInt64)), " ", string(typemin(Int64)))
print(e, f, '\n')
println((a, e), " ", (Int16(1), UInt16(1)))
show(stdout, (a, b, c, d, e, f, g, h))
println()
println(typeof(a), " ", typeof(e), " ", typeof(h), " ", UInt, " ", Int)
