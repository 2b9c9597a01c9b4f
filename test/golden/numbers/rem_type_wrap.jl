# x % T keeps the low bits: never an error, unlike T(x).
println(300 % UInt8, " ", -1 % UInt8, " ", 200 % Int8, " ", -129 % Int8)
println(typeof(300 % UInt8), " ", typeof(-1 % UInt64))
println(-1 % UInt64, " ", 0xff % Int8, " ", UInt16(40000) % Int16)
println(Int8(-1) % UInt32, " ", Int8(-1) % Int64, " ", 0xff % Int64)
println(true % UInt8, " ", 3 % Bool, " ", 4 % Bool)
println(mod(-1, UInt8), " ", typeof(mod(-1, UInt8)))
