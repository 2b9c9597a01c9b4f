# ismutabletype and ismutable as Julia answers them: String and Symbol count
# as mutable (Julia's documentation: "for technical reasons"), though ===
# compares them by content, so an IdDict of strings still finds an equal one.
mutable struct M
    x::Int
end
struct I
    x::Int
end
println(ismutabletype(String), " ", ismutabletype(Symbol), " ", ismutabletype(M), " ", ismutabletype(I))
println(ismutabletype(Int64), " ", ismutabletype(Vector{Int}), " ", ismutabletype(Tuple{Int, Int}))
println(ismutable("abc"), " ", ismutable(:a), " ", ismutable(M(1)), " ", ismutable(I(1)), " ", ismutable(1), " ", ismutable([1]))
d = IdDict{String, Int}()
d["ab"] = 1
println(d[string("a", "b")], " ", "ab" === string("a", "b"))
s = deepcopy("xyz")
println(s, " ", s === "xyz")
