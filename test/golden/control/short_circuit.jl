function yes(x)
    println("yes(", x, ")")
    return true
end

function no(x)
    println("no(", x, ")")
    return false
end

println(yes(1) && no(2))
println(no(3) && yes(4))
println(yes(5) || yes(6))
println(no(7) || yes(8))
println(no(9) || no(10))
println(yes(11) && yes(12) && no(13))

function check(n)
    n > 0 && println(n, " is positive")
    n > 0 || println(n, " is not positive")
    return nothing
end

check(5)
check(-1)
println(true && false, " ", true || false)
