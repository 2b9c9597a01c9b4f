# / on integers always gives a Float64, with IEEE results for division by zero.
println(1 / 0, " ", -1 / 0, " ", 0 / 0, " ", 7 / 2, " ", typeof(4 / 2))
println(Int8(1) / Int8(0), " ", 0x01 / 0x03, " ", typemax(Int64) / 1, " ", -3 / 4)
println(inv(4), " ", inv(0.5), " ", inv(-0.0), " ", 1 / 3 * 3 == 1)
println(10 / 4 + 1, " ", (2 + 3) / 5, " ", typeof(true / true))
