# x .op= y is x .= x .op y, into x
v = [1, 2, 3]
v .+= 10
println(v)
v .*= [1, 2, 3]
println(v)
v .-= 1
println(v)
f = [1.0, 2.0]
f ./= 4
println(f)
f .^= 2
println(f)
