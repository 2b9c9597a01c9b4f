# immutable structs are values: === compares contents; mutable ones compare identity
struct V2
    x::Int
    y::Int
end
mutable struct Box
    v::Int
end
a = V2(1, 2)
b = V2(1, 2)
println(a === b, " ", a == b, " ", a === V2(2, 1))
p = Box(1)
q = Box(1)
println(p === q, " ", p === p, " ", p == q)
r = p
r.v = 5
println(p.v, " ", q.v)
vs = [V2(1, 1), V2(2, 2)]
w = vs[1]
vs[1] = V2(9, 9)
println(w, " ", vs[1])
println(isbits(a), " ", isbits(p), " ", isbits(1.5))
