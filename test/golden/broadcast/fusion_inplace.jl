# y .= a .* x .+ b writes into y: same object, no new array
x = [1.0, 2.0, 3.0]
y = zeros(3)
z = y
a = 2.0
b = 0.5
y .= a .* x .+ b
println(y, " ", z === y)
y .= 0
println(z)
y .= x
x[1] = 100.0
println(y)
