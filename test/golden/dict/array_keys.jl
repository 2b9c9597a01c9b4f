# Arrays as Dict and Set keys: hash as Julia's (equal for isequal arrays,
# a range and its elements alike; the axes count) and isequal of arrays.
println(hash([1, 2]) == hash([1, 2]), " ", hash([1, 2, 3]) == hash(1:3), " ", hash([1 2]) == hash([1, 2]))
d = Dict([1, 2] => "a", [3] => "b")
println(d[[1, 2]], " ", haskey(d, [3]), " ", haskey(d, [1]), " ", get(d, 1:2, "none"))
println(Dict([1, 2] => 1))
s = Set([[1, 2], [1, 2], [2, 1]])
println(length(s), " ", [2, 1] in s, " ", [1] in s)
println(isequal([NaN], [NaN]), " ", [NaN] == [NaN], " ", isequal(1:3, [1, 2, 3]), " ", isequal([1, 2], [1 2]))
println(hash(CartesianIndex()) == 0xd60ca92f8284b8b0, " ", hash(CartesianIndex(1, 2)) != hash((1, 2)))
big = collect(1:10000)
println(hash(big) == hash(collect(1:10000)), " ", hash(big) == hash(1:10000), " ", hash(big) != hash(collect(2:10001)))
m = zeros(100, 100)
println(hash(m) == hash(zeros(100, 100)), " ", hash(m) != hash(zeros(10000)))
counts = Dict{Vector{Int}, Int}()
for w in ([1, 2], [2, 3], [1, 2])
    counts[w] = get(counts, w, 0) + 1
end
println(counts[[1, 2]], " ", counts[[2, 3]])
da = Dict{Any, Int}([1, 2] => 1, "x" => 2, (1, 2) => 3)
println(da[[1, 2]], " ", da["x"], " ", da[(1, 2)], " ", haskey(da, [1.0, 2.0]), " ", length(da))
