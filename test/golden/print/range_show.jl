v = [1:3, 2:5]
println(v)
show(1:3); println()
println((1:2, 3))
println(UInt8(1):UInt8(3))
println('a':'e', " ", 1:2:9)
println(repr(1:3))
