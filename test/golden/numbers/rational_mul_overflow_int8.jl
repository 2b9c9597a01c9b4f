# Int8 rationals overflow at 127.
x = Int8(100) // Int8(3)
println(x * Int8(3))
println(x * Int8(2))
