c = 'x'
println(c)
print('a', 'b', 'c')
println()
println('a' == 'a')
println('a' < 'b')
println("char: ", 'z')
println(string('h', 'i'))
println("$c marks the spot")
