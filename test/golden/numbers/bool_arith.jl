# Bool is an integer: arithmetic promotes it, and false is a strong zero.
println(true + true)
println(true - false)
println(true * true, " ", true * false)
println(-true)
println(true + Int8(1), " ", typeof(true + Int8(1)))
println(false * 3)
println(true * 2.5)
println(true / 2)
println(true & false, " ", true | false, " ", true ⊻ true, " ", !true)
println(Int(true), " ", UInt8(true), " ", Float64(false))
println(Bool(1), " ", Bool(0), " ", Bool(1.0))
println(false * NaN, " ", false * -Inf, " ", true * -Inf)
n = 0
for b in (true, false, true, true)
    global n += b
end
println(n)
