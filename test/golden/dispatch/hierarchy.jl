kind(x::Int) = "Int"
kind(x::Integer) = "Integer"
kind(x::Real) = "Real"
kind(x::Number) = "Number"
kind(x) = "Any"

println(kind(5))
println(kind(true))
println(kind(0xff))
println(kind(2.5))
println(kind("s"))
println(kind('c'))
println(kind(nothing))

twice(x::Number) = x + x
println(twice(21))
println(twice(1.25))

half(x::Integer) = x ÷ 2
half(x::Real) = x / 2
println(half(7))
println(half(7.0))
