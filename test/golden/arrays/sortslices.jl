# sortslices of matrices: rows (dims=1) and columns (dims=2) compared as vectors, with rev, by, lt; stable; isless/cmp of vectors
s = [3 1; 1 2; 2 0; 1 1]
println(sortslices(s; dims=1))
println(sortslices(s; dims=1, rev=true))
println(sortslices(s; dims=1, by=x -> x[2]))
println(sortslices(s; dims=1, lt=(x, y) -> sum(x) < sum(y)))
println(sortslices([3 1 2; 9 8 7]; dims=2))
println(sortslices([7 3 5; -1 6 4; 9 -2 8], dims=1))
println(sortslices([7 3 5; -1 6 4; 9 -2 8], dims=1, lt=(x, y) -> isless(x[2], y[2])))
println(sortslices([7 3 5; -1 6 4; 9 -2 8], dims=1, rev=true))
println(sortslices([7 3 5; 6 -1 -4; 9 -2 8], dims=2))
println(sortslices(["b" "x"; "a" "y"; "b" "a"]; dims=1))
println(isless([1, 2], [1, 3]), " ", isless([1, 2], [1, 2, 0]), " ", isless([2], [1, 5]), " ", cmp([2], [1, 5]), " ", cmp([1, 2], [1, 2]))
try
    sortslices(s; dims=3)
catch e
    println(sprint(showerror, e))
end
