# all-scalar broadcasts give a scalar; strings and Refs are scalars
println(1 .+ 2)
println(sqrt.(16.0))
println(string.("n", [1, 2]))
println(length.(["ab", "cde", ""]))
println(.-(5))
r = Ref([10, 20])
println(getindex.(r, [2, 1]))
println(Ref(3)[])
