function (@main)(args)
    x = 1.0e20
    println("x = ", x)
    println(Int(x))
    return 0
end
