# iseven/isodd, zero/one, iszero/isone across the types.
println(iseven(Int8(-4)), " ", isodd(Int8(-3)), " ", isodd(0xff), " ", iseven(typemin(Int64)), " ", isodd(typemax(UInt64)))
println(zero(Int8), " ", one(UInt16), " ", zero(3.5), " ", one(Float32) == 1, " ", typeof(zero(0x05)), " ", typeof(one(Int16)))
println(iszero(0), " ", iszero(-0.0), " ", iszero(0x00), " ", isone(1.0), " ", isone(Int8(2)), " ", iszero(NaN))
println(zero(Bool), " ", one(Bool), " ", typeof(one(Bool)), " ", oftype(Int8(1), 100), " ", typeof(oftype(Int8(1), 100)))
