# A Vector of Strings too big for a size-class page: the collector must scan
# the large block it lives in and keep every String it points to.
function build(n::Int)
    v = Vector{String}(undef, n)
    for i in 1:n
        v[i] = string("s", i)
    end
    return v
end
v = build(100_000)
GC.gc()
junk = build(100_000)     # reuses whatever the collection freed
GC.gc()
println(v[1], " ", v[50_000], " ", v[100_000], " ", junk[7])
