function sum_tenths()
    s = 0.0
    for i in 1:10
        s += 0.1
    end
    return s
end

function halvings(n)
    x = 1.0
    for i in 1:n
        x /= 2
        println(x)
    end
end

function tens(n)
    x = 1.0
    for i in 1:n
        x *= 10
        println(x)
    end
end

println(sum_tenths())
halvings(15)
tens(8)
