# broadcasting over vectors of structs and of vectors; .|> pipes; similar and fill!
struct P
    x::Float64
end
ps = [P(1.0), P(2.0)]
println((p -> p.x * 2).(ps))
v = [[1, 2], [3]]
println(length.(v), " ", sum.(v))
println([1, 4, 9] .|> sqrt)
println(Ref(P(3.0)) .|> (p -> p.x))
y = similar([1.0, 2.0, 3.0])
fill!(y, 0.5)
y .+= ps[2].x
println(y, " ", typeof(similar([1, 2], Float64)))
