# eachindex and axes are Base.OneTo ranges; loops over them
v = [10, 20, 30]
for i in eachindex(v)
    print(v[i], " ")
end
println()
m = zeros(Int64, 2, 3)
for j in axes(m, 2), i in axes(m, 1)
    m[i, j] = 10i + j
end
println(m)
r = axes(m, 1)
println(r, " ", length(r), " ", first(r), " ", last(r), " ", 2 in r, " ", 3 in r, " ", collect(r))
println(sum(eachindex(v)), " ", Base.OneTo(0), " ", isempty(Base.OneTo(0)))
