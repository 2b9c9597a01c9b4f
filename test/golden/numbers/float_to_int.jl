# Float to integer conversions that are exact, and the rounding forms.
println(Int(3.0), " ", Int64(-0.0), " ", UInt8(255.0), " ", Int16(-32768.0), " ", UInt64(1.844674407370955e19))
println(Int32(2.147483647e9), " ", Int64(-9.223372036854775808e18), " ", Int(1.0e15))
println(trunc(Int, 2.9), " ", trunc(Int, -2.9), " ", floor(Int, 2.9), " ", ceil(Int, 2.1), " ", round(Int, 2.5), " ", round(Int, -2.5))
println(trunc(UInt8, 255.9), " ", floor(Int8, -127.9), " ", ceil(Int8, -128.9), " ", typeof(trunc(UInt8, 255.9)))
println(unsafe_trunc(Int64, 2.7), " ", Int(Float32(16777216.0)), " ", Int32(Float32(-2.5e9) / Float32(2.0)))
println(Bool(1.0), " ", Bool(0.0), " ", Integer(3.0), " ", typeof(Integer(3.0)))
