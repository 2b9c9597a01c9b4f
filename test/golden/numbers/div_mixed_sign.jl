# Division between signed and unsigned operands works on the magnitudes and
# restores the sign, as Julia's int.jl does.
println(div(-7, 0x02), " ", typeof(div(-7, 0x02)))
println(rem(-7, 0x02), " ", typeof(rem(-7, 0x02)))
println(mod(-7, 0x02), " ", typeof(mod(-7, 0x02)))
println(fld(-7, 0x02), " ", cld(-7, 0x02))
println(div(Int8(-7), 0x02), " ", typeof(div(Int8(-7), 0x02)))
println(rem(Int8(-7), 0x02), " ", typeof(rem(Int8(-7), 0x02)))
println(div(0x07, -2), " ", typeof(div(0x07, -2)))
println(rem(0x07, -2), " ", typeof(rem(0x07, -2)))
println(mod(0x07, -2), " ", typeof(mod(0x07, -2)))
println(div(typemin(Int64), UInt64(2)))
