# for ... for ...: the inner iterator may use the outer variable; the result is flat
println([(i, j) for i in 1:3 for j in i:3])
println([i * j for i in 1:2 for j in 1:3 if isodd(j)])
println(sum(j for i in 1:4 for j in 1:i))
println(Float64[j for i in 1:2 for j in 1:i])
println([j for i in 1:0 for j in 1:i])
println([c for s in ["ab", "c"] for c in s])
