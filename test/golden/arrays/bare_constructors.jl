# Vector(x) and Matrix(x) without the element type: the methods defined on
# the bare alias (as Julia's Type{Matrix}), the element type the argument's
println(Vector(1:3), " ", Vector([1, 2]), " ", Matrix(reshape(1:4, 2, 2)), " ", Vector{Float64}(undef, 0))
v = [1, 2, 3, 4]
println(Vector(view(v, 2:3)), " ", typeof(Matrix(trues(2, 2))), " ", Matrix{Int}(undef, 0, 2))
println(Matrix([1.0 2.0; 3.0 4.0]'), " ", typeof(Vector(1.0:2.0)), " ", Vector(v) == v, " ", Vector(v) !== v)
