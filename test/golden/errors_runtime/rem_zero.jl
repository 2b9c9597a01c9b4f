remainder(a, b) = a % b

function (@main)(args)
    println(remainder(10, 4))
    println(remainder(1, 0))
    return 0
end
