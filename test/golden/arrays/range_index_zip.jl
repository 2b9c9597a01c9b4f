# Indexing a vector by a range, and zip (stopping at the shorter).
v = [10, 20, 30, 40, 50]
println(v[2:4], " ", v[3:2], " ", length(v[1:5]))
for (a, b) in zip([1, 2, 3], ["x", "y"])
    println(a, b)
end
println([a * b for (a, b) in zip(1:3, [2.0, 3.0, 4.0])])
println(collect(zip(1:2, [5, 6])))
println(v[4:6])
