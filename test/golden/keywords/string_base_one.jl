println(string(5; base=2))
println(string(5; base=1))
