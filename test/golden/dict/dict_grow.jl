# Growth, rehashing and tombstones: the order after many inserts and deletes.
d = Dict{Int64, Int64}()
for i in 1:100
    d[i] = i * i
end
t = 0
for v in values(d)
    global t += v
end
println(length(d), " ", d[37], " ", t)
println(collect(keys(d)))
for i in 2:2:100
    delete!(d, i)
end
for i in 101:120
    d[i] = -i
end
println(length(d))
println(collect(keys(d)))
s = Dict{String, Int64}()
for i in 1:30
    s[string("k", i)] = i
end
println(s)
# eleven pairs: the constructor sizes the table for them up front
c = Dict("a" => 1, "b" => 2, "c" => 3, "d" => 4, "e" => 5, "f" => 6,
         "g" => 7, "h" => 8, "i" => 9, "j" => 10, "k" => 11)
println(c)
f = Dict{Float64, Char}()
for (i, x) in ((1, 0.5), (2, -0.0), (3, 0.0), (4, 1.0e10), (5, 2.0), (6, NaN))
    f[x] = 'a' + i
end
println(f)
println(f[NaN], " ", f[-0.0], " ", f[0.0], " ", haskey(f, 3.0))
