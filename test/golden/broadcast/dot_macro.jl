# @. dots every call, operator and assignment; $ keeps a call plain
x = [1.0, 2.0, 3.0]
y = zeros(3)
@. y = 2x^2 + 1
println(y)
z = @. sqrt(abs(-x)) * 2
println(z)
@. y += x
println(y)
w = @. x - $sum(x)
println(w)
