# typemin ÷ -1 does not fit: a DivideError, in every signed type.
x = typemin(Int32)
println("before")
println(div(x, Int32(-1)))
println("after")
