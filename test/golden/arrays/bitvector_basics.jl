# Dotted comparisons give a BitVector; trues/falses make one
v = [3, -1, 4, -1, 5]
b = v .> 0
println(b)
println(typeof(b))
println(b[1], " ", b[2])
println(sum(b), " ", count(b))
println(findall(b))
println(v[b])
println(.!b)
println(b .& (v .< 5))
println(b .| (v .== -1))
show(trues(3)); println()
println(typeof(falses(2)), " ", typeof(trues(2, 2)))
f = falses(70)
f[65] = true
f[2] = true
println(count(f), " ", findall(f))
println(length(f), " ", size(f))
println(any(f), " ", all(f), " ", all(trues(130)), " ", count(trues(130)))
println(b == [true, false, true, false, true])
c = collect(b)
println(c, " ", typeof(c))
u = BitVector(undef, 4)
fill!(u, true)
u[2] = false
println(u)
println(BitVector([true, false]), " ", copy(u) == u)
for x in trues(2)
    print(x, " ")
end
println()
println(typeof(map(x -> x > 0, v)))
println(isempty(falses(0)), " ", falses(0))
