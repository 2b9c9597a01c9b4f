# Comprehensions and generators: filters, destructuring, typed, empty (the
# element type is what inference says the body returns, as in Julia).
v = [1, 2, 3, 4]
println([x^2 for x in v])
println([x for x in v if iseven(x)])
println(sum(x * 10 for x in v))
println([string(i, ":", c) for (i, c) in enumerate(['a', 'b'])])
println(Float64[x for x in 1:3])
println([x / 2 for x in Int[]])
println(collect(x + 0.5 for x in 1:2))
function squares(n)
    k = 3
    [i * k for i in 1:n]
end
println(squares(4))
