x = 1
println(x)
println("hello, world)
