# count_ones, leading_zeros, trailing_zeros and friends count in the type's width.
println(count_ones(0), " ", count_ones(-1), " ", count_ones(Int8(-1)), " ", count_ones(0xf0))
println(leading_zeros(1), " ", leading_zeros(Int32(1)), " ", leading_zeros(0x01), " ", leading_zeros(0), " ", leading_zeros(-1))
println(trailing_zeros(8), " ", trailing_zeros(0), " ", trailing_zeros(Int16(0)), " ", trailing_zeros(typemin(Int64)))
println(count_zeros(0x0f), " ", leading_ones(0xf0), " ", trailing_ones(0x0f), " ", leading_ones(-1))
println(typeof(count_ones(0x01)), " ", typeof(leading_zeros(Int8(1))))
println(ispow2(64), " ", ispow2(0), " ", ispow2(6))
println(bitstring(Int8(5)), " ", bitstring(Int8(-2)), " ", bitstring(UInt16(1)))
