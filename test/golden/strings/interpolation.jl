x = 3
y = 2.5
who = "Julia"
double(v) = 2 * v

println("x = $x")
println("y = $y")
println("$x + $y = $(x + y)")
println("double of $x is $(double(x))")
println("hello, $(who)!")
println("bool: $(x > 2), nothing: $(nothing)")
println("char: $('q')")
println("$x$x$x")
println("price: \$$(x)")
println("expr: $(x * 10 - 1)")
s = "$(x)rd"
println(s)
println("float math: $(1 / 4) and $(1e-7)")
println("negative: $(-x)")
