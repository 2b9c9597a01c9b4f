# A struct as a Dict or Set key: hashed by objectid as Julia's default hash
# (equal immutable values hash alike; a mutable object by its identity).
struct Pt
    x::Int
    y::Int
end
mutable struct M; v::Int; end
p = Pt(1, 2)
println(hash(p) == hash(Pt(1, 2)), " ", hash(p) == hash(Pt(2, 1)))
d = Dict(Pt(1, 2) => "a", Pt(3, 4) => "b")
println(d[Pt(3, 4)], " ", haskey(d, Pt(1, 2)), " ", haskey(d, Pt(2, 1)), " ", length(d))
s = Set([Pt(1, 1), Pt(1, 1), Pt(2, 2)])
println(length(s), " ", Pt(2, 2) in s)
m = M(1)
dm = Dict(m => 1)
println(haskey(dm, m), " ", haskey(dm, M(1)))
println(unique([Pt(1, 2), Pt(1, 2), Pt(0, 0)]))
