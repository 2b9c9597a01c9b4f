function (@main)(args)
    for a in args
        println("arg: $a")
    end
    return 0
end
