function (@main)(args)
    println(args)
end
