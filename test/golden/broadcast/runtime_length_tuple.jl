# Broadcasting over a tuple of run-time length: what f(v...) binds to a
# varargs parameter when v is a Vector.
scaled(xs...) = xs .* 2
doubled(xs...) = xs .+ xs
squares(xs...) = sum(xs .^ 2)
paired(xs...) = xs .+ (10,)
shifted(xs...) = (xs .- 1, xs .> 1)
onto(v, xs...) = v .+ xs
mixed(xs...) = xs .* (1, 2, 3)
v = [1, 2, 3]
println(scaled(v...), " ", doubled(v...), " ", squares(v...), " ", paired(v...))
println(shifted(v...))
println(scaled([5]...), " ", scaled(Int[]...), " ", squares([4]...))
println(onto([10, 20, 30], v...), " ", mixed(v...))
println(string.(scaled(v...)), " ", sqrt.(scaled([2.0, 8.0]...)))
w = Any[1, 2.5, 3]
println(scaled(w...))
u = [1, 2]
try
    mixed(u...)
catch e
    println(e)
end
for n in 0:3
    println(scaled(collect(1:n)...))
end
