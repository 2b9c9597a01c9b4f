C = CartesianIndices((2:3, 1:2))
println(C)
for I in C
    println(I)
end
println(first(C), " ", last(C), " ", size(C), " ", length(C))
println(CartesianIndex(2, 1) in C, " ", CartesianIndex(1, 1) in C)
println(C[2, 2], " ", C[3], " ", C[end])
println(typeof(C))
println(collect(C))
println(eltype(C), " ", ndims(C))
D = CartesianIndices((2, 3))
println(D, " ", typeof(D))
println(CartesianIndices(zeros(2, 2)))
println(CartesianIndices((1:2:5,)))
println([I[1] for I in CartesianIndices((1:2:5,))])
println([I[1] * 10 + I[2] for I in CartesianIndices((2:3, 1:2))])
m = reshape(collect(1:12), 3, 4)
println([m[I] for I in CartesianIndices((2:3, 2:4))])
println(CartesianIndex(1, 2) + CartesianIndex(3, 4), " ", CartesianIndex(3, 4) - CartesianIndex(1, 1))
println(isempty(CartesianIndices((2:1, 1:3))), " ", length(CartesianIndices((2:1, 1:3))))
for I in CartesianIndices((2:1, 1:3))
    println("never")
end
println(sum(I -> I[1], CartesianIndices((1:3, 1:2))))
I = CartesianIndex(2, 3)
I1 = oneunit(I)
println(I1, " ", zero(I), " ", 2 * I, " ", I * 3)
println(I - I1:I + I1)
println(length(I - I1:I + I1), " ", size(I - I1:I + I1))
println(max(CartesianIndex(1, 5), CartesianIndex(3, 2)), " ", min(CartesianIndex(1, 5), CartesianIndex(3, 2)))
# a 3×3 box sum over the interior of a matrix, the classic stencil
A = reshape(collect(1.0:16.0), 4, 4)
R = CartesianIndices(A)
Ifirst, Ilast = first(R), last(R)
out = zeros(4, 4)
for J in R
    s = 0.0
    for K in max(Ifirst, J - I1):min(Ilast, J + I1)
        s += A[K]
    end
    out[J] = s
end
println(out)
