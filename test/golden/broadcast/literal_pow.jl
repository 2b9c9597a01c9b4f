# x .^ n with a literal n, as x^n: negative powers of integers give floats
v = [1, 2, 4]
println(v .^ 2)
println(v .^ -1)
println(2 .^ v)
println([1.5, 2.0] .^ 3)
println(v .^ 0.5)
