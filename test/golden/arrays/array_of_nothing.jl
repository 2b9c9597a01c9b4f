# Array{T}(nothing, dims) and Array{T}(missing, dims): arrays filled with that value
v = Vector{Union{Nothing, Int}}(nothing, 3)
println(v)
m = Matrix{Union{Missing, Float64}}(missing, 2, 2)
println(m)
a = Array{Union{Nothing, String}}(nothing, 2)
println(a, " ", typeof(a))
b = Array{Union{Missing, Int}, 3}(missing, 1, 2, 1)
println(size(b), " ", typeof(b))
