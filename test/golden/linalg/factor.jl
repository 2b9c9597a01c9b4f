# lu, det, inv and \ on small matrices whose results are exact by hand
# (lu([4 3; 6 3]) is the example of Julia's docs), and the vector functions.
using LinearAlgebra
A = [4.0 3.0; 6.0 3.0]
F = lu(A)
display(F)
println(det(A))
println(inv(A))
println(A \ [10.0, 12.0])
println(dot([1, 2, 3], [4, 5, 6]))
println(cross([1, 0, 0], [0, 1, 0]))
println(norm([3.0, 4.0]))
println(tr([1 2; 3 4]))
println([1 2; 3 4] + I)
C = zeros(2, 2)
mul!(C, A, A)
println(C)
try
    inv([1.0 2.0; 2.0 4.0])
catch e
    println(e)
end
println(normalize([3.0, 4.0]), " ", norm([1, -2, 3], 1), " ", norm([1, -2, 3], Inf))
println(det([1 2; 3 4]), " ", [2.0 0.0; 0.0 4.0] \ [2.0 4.0; 6.0 8.0])
display(2I)
try
    [1.0 2.0; 2.0 4.0] \ [1.0, 2.0]
catch e
    println(sprint(showerror, e))
end
println(Matrix{Float64}(I, 2, 3))
println(I * [1, 2], " ", [1 2; 3 4] - 2I, " ", I[1, 1], " ", I[1, 2])
G = lu([1 2; 3 4])
println(G.p, " ", G.P * [1 2; 3 4] == G.L * G.U)
