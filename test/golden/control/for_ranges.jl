for i in 1:5
    print(i, " ")
end
println()
for i in 1:2:9
    print(i, " ")
end
println()
for i in 10:-2:1
    print(i, " ")
end
println()
for i in 5:-1:1
    print(i, " ")
end
println()
for i in 0:3:10
    print(i, " ")
end
println()
for i in 5:1
    println("never printed")
end
for i in 1:0
    println("never printed")
end
for i in 3:-1:4
    println("never printed")
end
for i = 1:3
    print(i * i, ",")
end
println()
println("end")

function sum_range(a, b)
    s = 0
    for i in a:b
        s += i
    end
    return s
end

function sum_step(a, st, b)
    s = 0
    for i in a:st:b
        s += i
    end
    s
end

println(sum_range(1, 100))
println(sum_range(10, 1))
println(sum_step(1, 2, 99))
println(sum_step(100, -3, 1))
println(sum_step(-5, 1, 5))
println(sum_step(1, 5, 3))
n = 4
for i in 1:n
    print(i)
end
println()
