# finding things in vectors: findnext/findprev loops, findall, indexin, in, searchsorted on sorted data
readings = [3, 8, 1, 9, 8, 2, 8]
function positions(x, v)
    hits = Int[]
    i = 0
    while true
        j = findnext(==(x), v, i + 1)
        j === nothing && break
        push!(hits, j)
        i = j
    end
    return hits
end
println(positions(8, readings), " ", findall(==(8), readings), " ", findlast(==(8), readings), " ", findprev(==(8), readings, 4))
println(findfirst(>(100), readings) === nothing, " ", findnext(iseven, readings, 8), " ", findprev(isodd, readings, 0))
println(findfirst(isodd, 2:2:10), " ", findlast(x -> x < 5, 1:10), " ", findall(x -> x % 3 == 0, 1:10))
flags = [false, true, false, true]
println(findfirst(flags), " ", findlast(flags), " ", findnext(flags, 3), " ", findall(flags), " ", findfirst(falses(3)))
println(indexin([8, 5, 1], readings), " ", 9 in readings, " ", 5 ∈ readings, " ", 4 ∉ readings)
sorted = sort(readings)
println(sorted, " ", searchsorted(sorted, 8), " ", searchsorted(sorted, 5), " ", searchsortedfirst(sorted, 8),
        " ", searchsortedlast(sorted, 8), " ", searchsortedfirst(sorted, 100))
println(searchsorted(1:2:99, 51), " ", searchsortedfirst([1.0, 2.5, 4.0], 3.0), " ", searchsortedlast([1.0, 2.5, 4.0], 0.5))
println(argmax(readings), " ", argmin(readings), " ", findmax(readings), " ", findmin(x -> abs(x - 5), readings))
try
    findnext(iseven, readings, 0)
catch e
    showerror(stdout, e)
    println()
end
