# Division by zero and typemin ÷ -1 are Julia's DivideError
println(div(typemin(Int128), Int128(2)))
println(rem(typemin(Int128), Int128(-1)))
try
    div(typemin(Int128), Int128(-1))
catch e
    println(e)
end
div(Int128(1), Int128(0))
