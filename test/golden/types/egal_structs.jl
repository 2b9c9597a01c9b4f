# === on immutable structs compares their contents, field by field, down
# through fields that are unions, Any, and structs that hold themselves
# (Julia's egal); == falls back to === for a struct without a == method.
struct Node
    left::Union{Node, Nothing}
    right::Union{Node, Nothing}
end
make(d::Int) = d == 0 ? Node(nothing, nothing) : Node(make(d - 1), make(d - 1))

struct P
    a::Union{Int, String}
    b::Any
end

struct W
    n::Node
    s::String
end

mutable struct M
    x::Int
end

struct H
    m::M
end

function main()
    a = make(3)
    b = make(3)
    c = Node(make(2), Node(nothing, nothing))
    println(a === b, " ", a === c, " ", a.left === b.left, " ", a === a)
    println(P(1, "x") === P(1, "x"), " ", P(1, "x") === P("1", "x"), " ", P("s", 2) === P("s", 2), " ", P(1, 2.0) === P(1, 2))
    println(P(1, -0.0) === P(1, 0.0), " ", P(1, NaN) === P(1, NaN), " ", P(1, nothing) === P(1, nothing))
    println(W(a, "q") === W(b, "q"), " ", W(a, "q") === W(c, "q"), " ", W(a, "q") === W(a, "r"))
    println(isequal(a, b), " ", a == b, " ", a != c)
    m = M(1)
    println(H(m) === H(m), " ", H(m) === H(M(1)))
    println(Set([make(2), make(2), make(1)]) |> length)
end
main()
