function (@main)(args)
    for d in 3:-1:0
        println(mod(7, d))
    end
    return 0
end
