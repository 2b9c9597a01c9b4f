function classify(n)
    if n < 0
        return "negative"
    elseif n == 0
        return "zero"
    elseif n < 10
        return "small"
    else
        return "large"
    end
end

function sign_str(x)
    if x > 0
        "positive"
    elseif x < 0
        "negative"
    else
        "zero"
    end
end

function grade(score)
    if score >= 90
        return 'A'
    end
    if score >= 80
        return 'B'
    end
    return 'C'
end

println(classify(-5))
println(classify(0))
println(classify(7))
println(classify(100))
println(sign_str(3.5))
println(sign_str(-2))
println(sign_str(0))
println(grade(95), grade(85), grade(50))

x = 15
if x % 3 == 0 && x % 5 == 0
    println("fizzbuzz")
elseif x % 3 == 0
    println("fizz")
end

if false
    println("never")
end

if x > 100
    println("big")
else
    println("not big")
end
println("done")
