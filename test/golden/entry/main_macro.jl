# `(@main)` is called after all top-level statements have run.
println("top-level runs first")

function helper(n)
    return n * 2
end

function (@main)(args)
    println("in main")
    println(helper(21))
    return 0
end

println("still top-level")
