# parse and tryparse for Int128 and UInt128
println(parse(Int128, "170141183460469231731687303715884105727"))
println(parse(Int128, "-170141183460469231731687303715884105728"))
println(parse(UInt128, "340282366920938463463374607431768211455"))
println(parse(UInt128, "ff" ^ 16, base=16) == typemax(UInt128))
println(parse(Int128, "0x7fffffffffffffffffffffffffffffff") == typemax(Int128))
println(tryparse(Int128, "170141183460469231731687303715884105728"))
println(tryparse(UInt128, "-1"))
try
    parse(Int128, "1701411834604692317316873037158841057270")
catch e
    println(e)
end
