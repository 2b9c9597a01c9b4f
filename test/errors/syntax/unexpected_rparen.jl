# a stray closing parenthesis where an operand is expected
x = 1
y = 1 + )
println(y)
