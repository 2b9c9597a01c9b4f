# objectid agrees with ===: equal for values that are ===, distinct for
# distinct mutable objects (the numbers themselves are not Julia's).
struct P
    x::Int
    s::String
end
struct Q
    p::P
    t::Tuple{Int, Float64}
end
mutable struct M
    x::Int
end
a, b = M(1), M(1)
println(objectid(a) == objectid(a), " ", objectid(a) != objectid(b), " ", a === b)
println(objectid(P(1, "a")) == objectid(P(1, string('a'))), " ", objectid(P(1, "a")) != objectid(P(2, "a")))
println(objectid(Q(P(1, "x"), (2, 3.5))) == objectid(Q(P(1, "x"), (2, 3.5))))
println(objectid(:sym) == objectid(:sym), " ", objectid("ab") == objectid("a" * "b"))
v = [1, 2]
println(objectid(v) == objectid(v), " ", objectid(v) != objectid(copy(v)), " ", objectid((1, a)) == objectid((1, a)))
println(objectid(nothing) == objectid(nothing), " ", objectid(1.5) == objectid(1.5))
# === itself: contents for immutable values (bit for bit: NaN is NaN, 0.0 is
# not -0.0), identity for mutable objects
println(P(1, "a") === P(1, "a"), " ", M(1) === M(1), " ", (1, 2.0) === (1, 2.0), " ", 1 === 1.0)
println(NaN === NaN, " ", 0.0 === -0.0, " ", [1] === [1], " ", "a" === string('a'), " ", v === v)
x = Any[1, "s", a, P(1, "a")]
println(x[1] === 1, " ", x[2] === "s", " ", x[3] === a, " ", x[3] === b, " ", x[4] === P(1, "a"))
