# Base pieces Random and Statistics lean on, as in Julia: √ and ∛ as
# functions, a Char converted to and from a number by its code point, a
# tuple indexed by any integer type, Dims.
println(√4, " ", ∛27.0, " ", map(√, [1, 4, 9]), " ", sum(√, [1, 4]))
println(convert(UInt8, 'a'), " ", convert(Char, 98), " ", convert(Int, 'é'), " ", UInt8['0':'2';])
println((10, 20, 30)[UInt8(2)], " ", (1, 2)[Int32(1)], " ", ('x', "y")[0x02])
println(Dims{2} === Tuple{Int64, Int64}, " ", (2, 3) isa Dims, " ", (2, 3.0) isa Dims)
