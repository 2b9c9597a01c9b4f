# logical indexing of a matrix by a mask of its shape: read, .=, assign, Julia's BoundsError
M = [1 2 3; 4 5 6]
println(M[M .> 3])
M[M .> 4] .= 0
println(M)
M[M .== 0] = [7, 8]
println(M)
B = M .> 2
println(count(B), " ", M[B])
v = [1, 2, 3]
println(v[v .> 1])
try
    M[trues(3, 3)]
catch e
    showerror(stdout, e); println()
end
