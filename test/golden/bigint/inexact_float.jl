# BigInt(x) of a float must be exact
println(BigInt(2.0^60))
BigInt(1.5)
