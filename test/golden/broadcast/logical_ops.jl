# .&& and .|| apply && and || to each pair; .& and .| too
a = [true, true, false, false]
b = [true, false, true, false]
println(a .&& b)
println(a .|| b)
println(a .& b, " ", a .| b)
v = [1, 2, 3, 4]
println((v .> 1) .&& (v .< 4))
println(xor.(a, b))
