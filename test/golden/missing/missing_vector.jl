# Vectors holding missing: promotion, printing, skipmissing, sort, ==.
v = [1, missing, 3]
println(v)
println(typeof(v))
display(v)
println(eltype(v))
println(sum(skipmissing(v)))
println(collect(skipmissing(v)))
println(skipmissing(v))
println(sort([3, missing, 1]))
println(sort([missing, 2, missing, 1]; rev=true))
println(v .+ 1)
println(isequal(v, [1, missing, 3]), " ", v == [1, missing, 3], " ", v == [2, missing, 3])
println(coalesce.(v, 0))
println(count(ismissing, v), " ", any(ismissing, v), " ", all(ismissing, v))
println(filter(!ismissing, v))
println(ismissing.(v))
println(v .== 1)
w = Union{Missing, Float64}[1.5, missing]
println(w)
println(sum(skipmissing(Union{Missing, Int}[missing])))
f(::Missing) = "m"
f(x::Int) = "i"
println(map(f, v))
println([1, nothing])
display(["a", missing])
