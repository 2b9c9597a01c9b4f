# Ranges of integer types narrower than Int have an Int length (Julia's
# range.jl); UInt64 and wider count in their own type.
r = 0x00:0xff
println(length(r), " ", typeof(length(r)))
t = collect(r)
println(typeof(t), " ", length(t), " ", t[end])
println(length(Int8(-3):Int8(4)), " ", length(Int32(5):Int32(1)))
println(length(UInt64(1):UInt64(10)), " ", typeof(length(UInt64(1):UInt64(10))))
println(sum(Int16(1):Int16(100)))
