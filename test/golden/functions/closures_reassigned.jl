# closures see the current value of a captured variable that changes
function counter()
    n = 0
    inc() = (n += 1)
    get() = n
    return inc, get
end
inc, get = counter()
inc(); inc()
println(get())
function later()
    x = 1
    f = () -> x * 10
    x = 5
    return f()
end
println(later())
fs = Function[]
for i in 1:3
    push!(fs, () -> i)
end
println(sum(f() for f in fs), " ", fs[2]())
total = 0
acc = v -> (global total += v)
acc(2); acc(3)
println(total)
function adders()
    k = 1
    add = y -> y + k
    r1 = add(1)
    k = 100
    return (r1, add(1))
end
println(adders())
