# A dotted operator called by name broadcasts, as a .+ 1 does; a quoted
# symbol argument of a dotted call keeps its constant (getfield.(ps, :x)).
a = [1, 2]
println(.+(a, 1))
println(.*(a, a))
println(.-(a))
println(.!([true, false]))
println(.+(1, 2))
println(.^(a, 2), " ", .<(a, 2))
struct P
    x::Int
    y::String
end
ps = [P(1, "a"), P(2, "b")]
println(getfield.(ps, :x))
println(getfield.(ps, :y))
println(getproperty.(ps, :x) .* 10)
nts = [(a = 1, b = 2.5), (a = 3, b = 4.5)]
println(getindex.(nts, :b))
