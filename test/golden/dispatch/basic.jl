describe(x::Int) = "Int $x"
describe(x::Float64) = "Float64 $x"
describe(x::String) = "String $x"
describe(x::Bool) = "Bool $x"
describe(x) = "something else"

println(describe(1))
println(describe(-2))
println(describe(2.5))
println(describe("hi"))
println(describe(true))
println(describe('c'))
println(describe(nothing))
