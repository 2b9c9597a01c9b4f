# do blocks: the block is the first argument
function with_logging(f, name)
    println("start ", name)
    r = f(name)
    println("end ", name)
    return r
end
r = with_logging("job") do n
    println("working on ", n)
    length(n)
end
println(r)
squares = map([1, 2, 3]) do x
    x^2
end
println(squares)
println(filter([1, 2, 3, 4]) do x
    iseven(x)
end)
total = 0
foreach([10, 20]) do x
    global total += x
end
println(total)
println(sum([1, 2, 3]) do x
    x * 10
end)
