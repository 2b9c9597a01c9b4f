# findmax/findmin/argmax/argmin and extrema with dims: arrays of values and CartesianIndex as Julia's, NaN, ties, empty slices
A = [1.0 2; 3 4]
println(findmin(A, dims=1))
println(findmin(A, dims=2))
println(findmax(A; dims=1))
println(findmax(A; dims=2))
println(findmax(A; dims=(1, 2)))
B = [-1.0 1; -0.5 2]
println(findmin(abs2, B, dims=1))
println(findmin(abs2, B, dims=2))
println(findmax(abs2, B; dims=2))     # a tie: the first kept
m = [3 7 7; 9 1 9]
println(argmax(m; dims=1))
println(argmax(m; dims=2))
println(argmin(m; dims=1))
println(argmin(m; dims=2))
# NaN is the largest for findmax and the smallest for findmin
N = [1.0 NaN; 5.0 2.0]
println(findmax(N; dims=1))
println(findmin(N; dims=1))
# a vector along dims=1: one element, a CartesianIndex{1}
v = [4, 9, 2, 9]
println(findmax(v; dims=1))
println(argmin(v; dims=1))
println(findmax(v), " ", argmax(v), " ", findmin(m))
C = reshape([5, 1, 8, 2, 7, 3, 6, 4], 2, 2, 2)
println(findmax(C; dims=3))
# extrema: an array of (min, max) tuples
E = [1 5; 7 2]
println(extrema(E; dims=1))
println(extrema(E; dims=2))
println(extrema(abs, [-3 2; 1 -4]; dims=1))
println(extrema(E; dims=(1, 2)))
println(extrema(E), " ", extrema(abs, [-3 2; 1 -4]))
println(extrema(N; dims=1))
display(extrema(E; dims=1))
# empty slices: an error unless the result is empty too
println(findmax(zeros(0, 3); dims=2))
try
    findmax(zeros(0, 3); dims=1)
catch e
    println(sprint(showerror, e))
end
