# Moving the sign of the denominator to typemin overflows.
println(5 // -10)
println(typemin(Int64) // -1)
