# CartesianIndices of sizes and ranges mixed: a size n is Base.OneTo(n)
# (shown as n); a unit range beside it becomes first:last
C = CartesianIndices((2:3, 4))
println(C)
println(typeof(C))
println(size(C), " ", length(C), " ", first(C), " ", last(C))
for I in C
    print(I, " ")
end
println()
display(C)
println(collect(C))
println(CartesianIndices((3, 1:2)), " ", CartesianIndices((1:2:5, 2)), " ", CartesianIndices((Base.OneTo(2), 3)))
println(CartesianIndices((2, 3)) == CartesianIndices((1:2, 1:3)))
println(CartesianIndices(CartesianIndex(2, 3)))
display(CartesianIndices((2, 2)))
m = reshape(collect(1:12), 3, 4)
println([m[I] for I in CartesianIndices((2:3, 2))])
