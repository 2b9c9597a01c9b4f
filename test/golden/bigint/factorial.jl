# factorial of a BigInt (Julia's manual: factorial(BigInt(40)))
println(factorial(big(30)))
println(factorial(BigInt(40)))
println(factorial(big(0)), " ", factorial(big(1)))
f = factorial(big(25))
println(typeof(f), " ", f)
# the product computed by hand agrees
p = big(1)
for i in 1:50
    global p *= i
end
println(p == factorial(big(50)))
println(p)
