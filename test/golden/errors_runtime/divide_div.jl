safe_div(a, b) = div(a, b)

function (@main)(args)
    println(safe_div(7, 2))
    println(safe_div(1, 0))
    println("unreachable")
    return 0
end
