# CartesianIndex and CartesianIndices, and searching a matrix by them
m = [1 5 3; 4 2 6]
I = CartesianIndex(2, 3)
println(I, " ", I[1], " ", I[2], " ", Tuple(I), " ", m[I], " ", length(I))
println(typeof(I))
println(CartesianIndex(1, 2) + CartesianIndex(1, 1), " ", CartesianIndex(3, 3) - CartesianIndex(1, 2))
println(CartesianIndex(1, 2) == CartesianIndex(1, 2), " ", CartesianIndex(1, 2) == CartesianIndex(2, 1))
m[CartesianIndex(1, 1)] = 10
println(m)
C = CartesianIndices(m)
println(C, " ", size(C), " ", length(C))
for c in C
    print(c, " ")
end
println()
println(C[4], " ", C[6])
println(collect(CartesianIndices((2, 2))))
s = 0
for c in eachindex(IndexCartesian(), m)
    global s += m[c] * c[2]
end
println(s)
println(findmax(m), " ", findmin(m), " ", argmax(m), " ", argmin(m))
println(findall(x -> x > 3, m))
println(findall(m .> 3))
println(findall(isodd, m))
a = zeros(Int64, 2, 2, 2)
for c in CartesianIndices(a)
    a[c] = c[1] + 10c[2] + 100c[3]
end
println(a)
println(argmax(a), " ", a[CartesianIndex(1, 2, 2)])
println(CartesianIndices((2, 3, 2))[12])
println(keys([5, 6, 7]), " ", keys(m), " ", [m[k] for k in keys(m)][2, 3])
