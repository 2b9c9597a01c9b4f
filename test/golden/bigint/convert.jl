# BigInt to and from machine numbers
println(Int64(big(42)), " ", typeof(Int64(big(42))))
println(Int8(big(-128)), " ", UInt64(big(2)^64 - 1), " ", Int32(big(-2)^31))
println(BigInt(3.0), " ", BigInt(-2.0^70), " ", BigInt(0x7f), " ", BigInt(true))
println(Float64(big(2)^70))
# Float64 rounds to nearest, ties to even
println(Float64(big(2)^53 + 1), " ", Float64(big(2)^53 + 3), " ", Float64(big(10)^30))
println(Float64(-(big(2)^1024)))
println((big(2)^64 + 255) % UInt8, " ", (-big(1)) % UInt16, " ", (big(2)^65 + 5) % Int64)
println(convert(BigInt, 12), " ", big(Int8(-3)), " ", big(typemax(UInt64)))
println(Bool(big(1)), " ", Bool(big(0)))
