# eachrow/eachcol/eachslice (arrays of views) and stack, as Julia 1.11 (outputs from its docs and slicearray/abstractarray rules)
m = [1 2 3; 4 5 6]
for r in eachrow(m)
    println(r, " ", sum(r))
end
for c in eachcol(m)
    println(c)
end
println(eachrow(m))
println(length(eachcol(m)), " ", size(eachrow(m)))
println(sum.(eachrow(m)))
println(map(maximum, eachcol(m)))
println([sum(c) for c in eachslice(m; dims=2)])
println(eachrow(m)[2])
println(collect(eachcol(m))[3])
println(stack([[1, 2], [3, 4]]))
println(stack([(1, 2), (3, 4)]; dims=1))
println(stack(eachrow(m)))
println(stack(c -> (c, c - 32), "julia"))
println(stack(x -> [x, 2x], 1:3))
println(stack([[1 2; 3 4], [5 6; 7 8]]))
try
    stack(n -> -n:2:n, 1:3)
catch e
    println(e)
end
try
    stack(Vector{Int}[])
catch e
    println(e)
end
try
    stack([[1,2]]; dims=3)
catch e
    println(e)
end
try
    eachslice(m; dims=3)
catch e
    println(e)
end
