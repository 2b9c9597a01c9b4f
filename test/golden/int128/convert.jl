# Conversions: exact ones succeed, the others are Julia's InexactError
x = Int128(2)^100
println(Float64(x), " ", Float32(x))
println(Int128(1.0e30))
println(UInt128(3.0e38))
println(Int128(-2.5e20), " ", trunc(Int128, 2.7), " ", round(Int128, -3.5))
println(Int64(Int128(42)), " ", typeof(Int64(Int128(42))))
println(UInt128(typemax(UInt64)) + 1)
println(Int128(typemin(Int64)) - 1)
println(x % Int64, " ", x % UInt8, " ", (x + 7) % Int8)
println(signed(typemax(UInt128)), " ", unsigned(Int128(-1)))
try
    Int64(x)
catch e
    showerror(stdout, e); println()
end
try
    UInt128(-1)
catch e
    showerror(stdout, e); println()
end
try
    Int128(1.0e40)
catch e
    showerror(stdout, e); println()
end
println(Int8(Int128(-128)))
