# f.(x) for Base and user functions, any number of arguments
double(x) = 2x
add3(a, b, c) = a + b + c
x = [1.0, 4.0, 9.0]
println(sqrt.(x))
println(double.([1, 2, 3]))
println(add3.([1, 2], 10, [100, 200]))
println(abs.([-3, 0, 3]))
println(max.([1, 5, 3], [4, 2, 6]))
