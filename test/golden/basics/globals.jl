counter = 10
who = "world"
const FACTOR = 2.5

getcounter() = counter
greet() = "hello " * who
scaled(x) = x * FACTOR

println(getcounter())
counter = 20
println(getcounter())
println(greet())
who = "julia"
println(greet())
println(scaled(2))
println(scaled(3))
