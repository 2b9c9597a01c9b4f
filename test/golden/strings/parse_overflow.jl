println(parse(UInt8, "255"))
println(parse(UInt8, "300"))
