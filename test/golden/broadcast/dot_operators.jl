# a .op b over vectors and scalars, both sides
v = [1, 2, 3]
println(v .+ 1)
println(2 .* v)
println(v .- v)
println(v ./ 2)
println(10 .÷ v)
println(v .% 2)
println(-1 .* v .+ 0.5)
