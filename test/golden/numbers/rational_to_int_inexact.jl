# A rational converts to an integer only when it is one.
println(Int64(6 // 3))
println(Int64(3 // 2))
