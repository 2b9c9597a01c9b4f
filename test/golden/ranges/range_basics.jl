# integer ranges: lengths, steps, reversal, membership, indexing and arithmetic that stay ranges
r = 3:10
println(r, " ", length(r), " ", first(r), " ", last(r), " ", step(r))
s = 10:-3:1
println(s, " ", length(s), " ", collect(s), " ", last(s))
println(reverse(r), " ", reverse(s), " ", typeof(reverse(r)))
println(1:3:9, " ", length(1:3:9), " ", 1:3:10, " ", sum(1:3:10))
println(r[2], " ", r[2:3], " ", s[2:3], " ", r[end], " ", s[[1, 3]], " ", r[begin])
println(r .+ 1, " ", 2 .* r, " ", r .- 1, " ", -r, " ", r * 2)
println(5 in r, " ", 5 in s, " ", 7 ∈ s, " ", 11 ∉ r)
e = 5:4
println(e, " ", isempty(e), " ", length(e), " ", collect(e), " ", sum(e))
println(sum(1:100), " ", maximum(s), " ", minimum(s), " ", extrema(r))
println(range(1; stop = 10, step = 2), " ", range(5; length = 3), " ", range(1, 10; length = 4))
println(collect(range(0, 1; length = 5)), " ", step(range(0, 1; length = 5)))
println(findfirst(==(7), r), " ", findall(iseven, s), " ", count(isodd, r))
println([x^2 for x in 1:2:7], " ", map(x -> x ÷ 2, 4:-1:1), " ", filter(isodd, 1:10))
println(issorted(r), " ", issorted(s), " ", vcat(1:3, 7:8))
total = 0
for i in 20:-5:0
    global total += i
end
println(total, " ", Base.OneTo(4), " ", collect(Base.OneTo(3)), " ", length(Base.OneTo(0)))
