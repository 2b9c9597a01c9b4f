# [a b] and [a; b] and [a b; c d]: hcat, vcat and rows of them, with promotion
a = [1 2 3]
println(a, " ", size(a))
b = [1; 2]
println(b, " ", typeof(b))
c = [1 2; 3 4]
println(c, " ", size(c), " ", c[1, 2])
d = Float64[1 2; 3 4]
println(d)
println(Int[1 2], " ", Int[1; 2])
v = [1, 2]
w = [3, 4]
println([v w], " ", [v; w], " ", [v; 5])
println([c; c], " ", [c c])
println([1 2.5], " ", ["a" "b"; "c" "d"])
println([1, 2, 3] .+ [10 20])
println([1:3; 7])
println([c; [5 6]])
println(size([1 2; 3 4] .* [1 2]), " ", [1 2; 3 4] .* [1 2])
[[1, 2] [3]]
