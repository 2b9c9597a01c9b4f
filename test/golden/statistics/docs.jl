# The examples of Statistics.jl's docstrings (Statistics v1.11 manual):
# mean, mean!, median, middle, quantile, quantile!.
using Statistics

println(mean(1:20))
println(mean(√, [1, 2, 3]))
println(mean([√1, √2, √3]))
display(mean(√, [1 2 3; 4 5 6], dims=2))
A = [1 2; 3 4]
display(mean(A, dims=1))
display(mean(A, dims=2))
v = [1 2; 3 4]
display(mean!([1., 1.], v))
display(mean!([1. 1.], v))

println(median([1, 2, 3]))
println(median([1, 2, 3, 4]))
display(median([1 2; 3 4], dims=1))
println(median(√, [1, 3, 2]))
println(median([√1, √3, √2]))

println(middle(1:10))
a = [1, 2, 3.6, 10.9]
println(middle(a))

println(quantile(0:20, 0.5))
display(quantile(0:20, [0.1, 0.5, 0.9]))
println(quantile(√, [1, 3, 2], 0.3))
println(quantile([√1, √3, √2], 0.3))
println(quantile(√, [1, 3, 2], (0.3, 0.4, 0.5)))
x = [3, 2, 1]
println(quantile!(x, 0.5))
println(x)
y = zeros(3)
println(quantile!(y, x, [0.1, 0.5, 0.9]) === y)
println(y)
