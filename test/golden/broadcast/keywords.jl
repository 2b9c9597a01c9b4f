# f.(x; k=v): keywords go to every call; each value is evaluated once
f(x; k=1) = x + k
println(f.([1, 2]; k=10))
println(f.([1, 2]))
println(round.([1.234, 5.678]; digits=1))
kk = 100
println(f.([1, 2]; k=kk))
function g(v)
    d = 2
    return round.(v; digits=d)
end
println(g([3.14159, 2.71828]))
for j in 1:2
    println(f.((1, 2); k=j))
end
h(x, y; s=1) = s * (x - y)
println(h.([5, 6], 1; s=-1))
