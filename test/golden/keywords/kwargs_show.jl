# Collected keywords are a Base.Pairs, an AbstractDict as in Julia: printed
# like a Dict (the type named in full when empty), displayed with Julia's
# summary "pairs(::NamedTuple)"; pairs of a vector likewise.
f(; kw...) = kw
p = f(a = 1, b = 2)
println(p)
display(p)
show(stdout, f()); println()
display(f())
println(p isa AbstractDict, " ", p isa AbstractDict{Symbol, Int64})
println(p[:a], " ", haskey(p, :b), " ", length(p), " ", collect(p))
q = pairs([10, 20])
println(q)
display(q)
println(p == f(b = 2, a = 1), " ", p == f(a = 1))
println(Dict(p))
println(f(x = 1.5, y = "s"))
