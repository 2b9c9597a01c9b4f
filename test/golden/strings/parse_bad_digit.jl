println("start")
println(parse(Int, "12x"))
