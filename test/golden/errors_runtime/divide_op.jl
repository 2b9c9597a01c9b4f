intdiv(a, b) = a ÷ b
println(intdiv(10, 3))
println(intdiv(1, 0))
println("not reached")
