# hash of a BigInt equals the hash of the equal machine integer or float, as
# Julia's; digits, Int128 conversions and string(x; base)
for v in (0, 1, -1, 42, -42, typemax(Int64), typemin(Int64), typemax(UInt64), Int128(2)^70, -Int128(2)^70 - 1,
          typemax(Int128), typemin(Int128), typemax(UInt128))
    print(hash(big(v)) == hash(v), hash(big(v), UInt64(7)) == hash(v, UInt64(7)), ' ')
end
println()
println(hash(big(2)^80) == hash(2.0^80), " ", hash(big(3)^200) == hash(big(3)^200 + 0), " ", hash(big(0)), " ", hash(big(1)))
d = Dict(big(1) => "a", big(2)^100 => "b")
println(d[big(1)], d[big(2)^100], " ", haskey(d, 1), " ", haskey(d, 2))
x = big(12345678901234567890123)
println(digits(big(1234)), " ", digits(-big(1234)), " ", digits(big(0)), " ", digits(big(5), pad=3))
println(digits(x, base=16))
println(typeof(digits(x)), " ", typeof(digits(UInt8(255))), " ", digits(UInt8(255)))
println(Int(big(42)), " ", trunc(Int, big(7)), " ", Int128(x), " ", UInt128(big(2)^128 - 1), " ", Int128(-x))
println(x % Int128, " ", (big(2)^130 + 7) % UInt128, " ", (-big(3)) % UInt128, " ", BigInt(typemin(Int128)))
println(string(x, base=16), " ", string(big(255), base=2, pad=12), " ", string(-x, base=36))
Int128(big(2)^127)
