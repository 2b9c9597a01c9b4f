# Dict{String, Int64}: lookups, updates, deletion; printed in Julia's order.
d = Dict("apple" => 3, "banana" => 5, "cherry" => 7)
println(d)
println(length(d), " ", isempty(d), " ", typeof(d))
println(d["banana"], " ", get(d, "durian", -1), " ", get(d, "apple", -1))
println(haskey(d, "cherry"), " ", haskey(d, "kiwi"))
d["apple"] = 30                 # overwrite keeps the slot
d["date"] = 11
d["elderberry"] = 13
println(d)
println(get!(d, "fig", 17), " ", get!(d, "fig", 99), " ", length(d))
println(pop!(d, "banana"), " ", pop!(d, "banana", 0), " ", haskey(d, "banana"))
delete!(d, "cherry")
delete!(d, "not there")
println(d)
for (k, v) in d
    println(k, " => ", v)
end
total = 0
for v in values(d)
    global total += v
end
println(total)
println(collect(keys(d)))
println(keys(d))
println(values(d))
println(("date" => 11) in d, " ", ("date" => 12) in d, " ", "date" in keys(d))
println(getkey(d, "fig", "none"), " ", getkey(d, "grape", "none"))
e = Dict{String, Int64}()
println(e, " ", isempty(e), " ", length(e))
e["x"] = 1
println(e)
empty!(d)
println(d, " ", length(d))
d["again"] = 1
println(d)
