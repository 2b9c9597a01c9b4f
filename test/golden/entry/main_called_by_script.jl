# A script that defines main(n) and calls it itself: that main is an
# ordinary function (only @main, or a plain main() the script never calls,
# is an entry point), so it runs once, from the top level, with 3; the
# call inside a top-level block counts as the script's own call too.
function main(n::Int)
    for i in 1:n
        println("line ", i)
    end
    return n * 2
end

println("before")
if true
    r = main(3)
    println("main returned ", r)
end
println("after")
