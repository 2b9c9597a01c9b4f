# push! grows a vector amortized O(1); pop! takes from the end.
function build(n)
    v = Int[]
    for i in 1:n
        push!(v, i * i)
    end
    return v
end
v = build(100_000)
println(length(v), " ", v[1], " ", v[end], " ", v[50_000])
total = 0
while !isempty(v)
    global total += pop!(v)
end
println(total)
println(isempty(v))
pop!(v)
