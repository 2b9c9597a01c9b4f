# eachindex(a, b...): the shared indices, linear or Cartesian, and Julia's DimensionMismatch
x = [1.0, 2.0, 3.0]
y = zeros(3)
for i in eachindex(x, y)
    y[i] = 2x[i]
end
println(y, " ", eachindex(x, y))
m = [1 2; 3 4]
println(eachindex(m, [5, 6, 7, 8]))
println(eachindex(x, y, [1, 2, 3]))
try
    eachindex(x, [1, 2])
catch e
    println(e)
end
try
    eachindex(x, y, [1, 2])
catch e
    showerror(stdout, e); println()
end
struct Grid <: AbstractMatrix{Int}
    n::Int
end
Base.size(g::Grid) = (g.n, g.n)
Base.getindex(g::Grid, i::Int, j::Int) = i * j
println(eachindex(Grid(2), Grid(2)))
println([Grid(2)[I] for I in eachindex(Grid(2), Grid(2))])
try
    eachindex(Grid(2), Grid(3))
catch e
    showerror(stdout, e); println()
end
