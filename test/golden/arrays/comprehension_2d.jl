# over two iterators a comprehension is a matrix (the first iterator down the rows)
a = [i * j for i in 1:3, j in 1:2]
println(a, " ", size(a))
println([(i, j) for i in 1:3, j in 1:3 if i < j])
println(sum(i + j for i in 1:3, j in 1:2))
println(Float64[i - j for i in 1:2, j in 1:3])
println([string(c, n) for c in 'a':'b', n in 1:2])
