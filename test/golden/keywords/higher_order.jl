# map, filter, foreach, findfirst/findlast/findall with functions and closures.
v = [3, 1, 2, 5, 4]
println(map(x -> 2x, v), " ", map(string, v), " ", map(x -> x / 2, v), " ", map(isodd, v))
println(filter(isodd, v), " ", filter(x -> x > 10, v), " ", filter(s -> length(s) > 1, ["a", "bc", "def"]))
function total_of(v)
    total = 0
    foreach(x -> (total += x), v)
    return total
end
println(total_of(v))
foreach(v) do x
    print(x, ";")
end
println()
println(findfirst(x -> x > 2, v), " ", findfirst(x -> x > 10, v), " ", findlast(iseven, v), " ", findall(isodd, v), " ", findall(x -> x > 9, v))
lim = 3
println(map(x -> x > lim ? "big" : "small", v))
squares = map(v) do x
    x * x
end
println(squares)
println([1, 2] == [1, 2], " ", [1, 2] == [1, 3], " ", [1] == [1, 2], " ", [1, 2] == [1.0, 2.0], " ", map(x -> x, v) == v)
