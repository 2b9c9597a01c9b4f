module A end
println(A)
