# keys, values and pairs of a Dict: views that follow the dict, with the
# usual collection functions.
d = Dict("a" => 3, "b" => 1, "c" => 2)
k = keys(d)
v = values(d)
println(length(k), " ", length(v), " ", eltype(k), " ", eltype(v), " ", eltype(d))
println("b" in k, " ", "z" in k, " ", 2 in v, " ", 5 in v)
println(sort(collect(k)), " ", sort(collect(v)))
println(sum(v), " ", maximum(v), " ", minimum(v), " ", count(isodd, v))
d["d"] = 10                          # the views see the change
println(length(k), " ", sum(v), " ", sort(collect(k)))
println(pairs(d) === d, " ", ("a" => 3) in d, " ", ("a" => 4) in d)
println(sort(collect(d); by = last))
println(sort([k for (k, v) in d if v > 1]))
best = ""
bestv = 0
for (key, val) in pairs(d)
    if val > bestv
        global best = key
        global bestv = val
    end
end
println(best, " ", bestv)
println(isempty(keys(Dict{Int, Int}())), " ", collect(values(Dict(1 => :x))))
println(sort(map(uppercase, collect(keys(d)))))
