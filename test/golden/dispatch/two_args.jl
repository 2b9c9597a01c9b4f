g(a::Int, b::Int) = "Int, Int"
g(a::Int, b::Float64) = "Int, Float64"
g(a::Float64, b::Int) = "Float64, Int"
g(a::Float64, b::Float64) = "Float64, Float64"
g(a, b) = "other"

println(g(1, 2))
println(g(1, 2.0))
println(g(1.0, 2))
println(g(1.0, 2.0))
println(g("x", 2))
println(g(1, "y"))

combine(a::Number, b::Number) = a + b
combine(a::String, b::String) = a * b
combine(a::String, b::Number) = a * string(b)
combine(a, b) = "?"

println(combine(1, 2))
println(combine(1, 2.5))
println(combine("ab", "cd"))
println(combine("n=", 5))
println(combine(5, "n"))
