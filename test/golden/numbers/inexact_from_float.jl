# A float converts to an integer type only if it is an integer in range.
println(Int8(-128.0), " ", UInt8(255.0))
println(Int8(200.0))
