# LinearIndices: of a shape, of an array, of ranges; indexing, iteration, collect, printing and BoundsError as Julia's
L = LinearIndices((2, 3))
println(L[2, 3], " ", L[5], " ", L[CartesianIndex(1, 2)])
println(size(L), " ", length(L), " ", ndims(L), " ", eltype(L), " ", axes(L))
println(collect(L), " ", typeof(collect(L)))
println(L)
println(typeof(L))
display(L)
for k in LinearIndices([10, 20, 30])
    print(k, " ")
end
println()
A = [10 30; 20 40]
LA = LinearIndices(A)
for I in CartesianIndices(A)
    print(I, " => ", LA[I], " => ", A[LA[I]], "; ")
end
println()
println(LA == [1 3; 2 4], " ", sum(L), " ", extrema(L), " ", L .* 10)
L3 = LinearIndices((2, 2, 2))
println(L3[2, 1, 2], " ", L3[2, 2, 2], " ", size(L3))
R = LinearIndices((2:3, 1:2))
println(R[3, 2], " ", collect(R), " ", typeof(R))
display(LinearIndices(zeros(3)))
try
    L[3, 1]
catch e
    println(sprint(showerror, e))
end
try
    L[7]
catch e
    println(sprint(showerror, e))
end
