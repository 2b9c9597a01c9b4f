# reinterpret reads a value's bits as another type of the same size.
println(reinterpret(UInt64, 1.0), " ", reinterpret(Int64, -0.0), " ", reinterpret(Float64, 0x7ff0000000000000))
show(stdout, reinterpret(UInt64, 1.0))
println()
show(stdout, reinterpret(UInt32, Float32(1.0)))
println()
println(reinterpret(Int8, 0xff), " ", reinterpret(UInt16, Int16(-1)), " ", reinterpret(Float64, reinterpret(UInt64, 0.1)) === 0.1)
println(reinterpret(Float64, 0x0000000000000001), " ", reinterpret(Float64, 0x4000000000000000))
