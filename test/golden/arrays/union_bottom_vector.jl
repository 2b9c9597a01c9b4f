# Union{}[]: a vector that can hold nothing
x = Union{}[]
println(x)
println(typeof(x), " ", length(x), " ", isempty(x), " ", eltype(x))
display(x)
y = Vector{Union{}}()
println(y == x, " ", size(y))
display(Int[])
display(String[])
