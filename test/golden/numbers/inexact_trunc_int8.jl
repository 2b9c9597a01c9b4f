# A value that does not fit: InexactError, named as Julia names it.
x = 200
println(Int8(100))
println(Int8(x))
