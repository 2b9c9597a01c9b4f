# parse and tryparse of BigInts
println(parse(BigInt, "123456789012345678901234567890") + 1)
println(parse(BigInt, "-98765432109876543210987654321"))
println(parse(BigInt, "  42  "), " ", parse(BigInt, "+7"))
println(parse(BigInt, "ff", base=16), " ", parse(BigInt, "0x100"), " ", parse(BigInt, "-101", base=2))
println(parse(BigInt, "zz", base=36))
println(tryparse(BigInt, "12a"), " ", tryparse(BigInt, ""), " ", tryparse(BigInt, "99"))
try
    parse(BigInt, "1.5")
catch e
    println(e)
end
