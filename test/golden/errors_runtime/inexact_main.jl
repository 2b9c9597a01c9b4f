function convert_it(x)
    println("converting ", x)
    return Int(x)
end

function (@main)(args)
    println(convert_it(4.0))
    println(convert_it(-0.5))
    println("unreachable")
    return 0
end
