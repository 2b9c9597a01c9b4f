# checked_add throws an OverflowError naming the operation and the type.
x = typemax(Int64)
println(Base.checked_add(x, 0))
println(Base.checked_add(x, 1))
