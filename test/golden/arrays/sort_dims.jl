# sort(A; dims) and sort!(A; dims): each column (dims = 1) or row (dims = 2)
# of a matrix sorted on its own, with the keywords of sort
A = [4 3; 1 2]
sort!(A, dims = 1)
println(A)
sort!(A, dims = 2)
println(A)
B = [3 1 2; 9 7 8; 5 6 4]
println(sort(B, dims = 1), " ", sort(B, dims = 2), " ", B)
println(sort(B, dims = 2, rev = true))
println(sort([1.5 -2.0; -0.5 3.0], dims = 1, by = abs))
println(sort(["b" "a"; "c" "d"], dims = 2))
try
    sort(B, dims = 3)
catch e
    println(e)
end
