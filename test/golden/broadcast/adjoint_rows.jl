# x' is the adjoint: a vector's is a row, for broadcasting a column against a row
x = [1, 2, 3]
y = [10, 20]
println(x', " ", size(x'), " ", x'[2], " ", length(x'))
println(x .+ y')
println(x' .* 2)
println((x .* y')')
println(x' * x, " ", 2', " ", (1 + 2im)')
m = [i + 10j for i in 1:2, j in 1:3]
println(m', " ", size(m'), " ", m'[3, 1])
z = zeros(3, 2)
z .= x .* y'
println(z)
@. z = x * y' + 1
println(z)
println(collect(x'), " ", sum(x'))
