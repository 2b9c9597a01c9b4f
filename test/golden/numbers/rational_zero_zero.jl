# 0//0 has no value: an ArgumentError naming the type.
println(1 // 0)
z = 0
println(z // z)
