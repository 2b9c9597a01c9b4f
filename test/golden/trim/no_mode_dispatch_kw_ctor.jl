# jlc-flags: --trim=no
# Keyword calls and constructor calls over more than 64 combinations of
# argument types (six types each, 216 of them) are dispatched at run time as
# other calls are; a combination no method takes is Julia's MethodError,
# with the keywords after the semicolon.
f(a, b; scale = 1) = "any"
f(a::Int, b::Int; scale = 1) = scale * (a + b)
f(a::String, b; scale = 1) = a^scale
h(a::Int, b; k = 1) = a + k
h(a::String, b; k = 1) = a
struct Trio
    a
    b
    c
end
struct Box3
    a::Float64
    b::Float64
    c::Float64
end
Box3(a::String, b, c) = Box3(length(a), 0, 0)
pick(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "ab" : n == 3 ? 'c' : n == 4 ? Int8(1) : nothing
for (i, j, k) in ((0, 0, 0), (2, 1, 0), (1, 1, 4), (0, 0, 1))
    println(f(pick(i), pick(j); scale = pick(k)))
    t = Trio(pick(i), pick(j), pick(k))
    println(t.a, " ", t.c)
    println(Box3(pick(i), pick(j), pick(k)))
end
println(h(pick(0), pick(3); k = pick(0)))
println(h(pick(2), pick(5); k = pick(3)))
try
    Box3(pick(3), pick(1), pick(0))
catch e
    println(e isa MethodError)
end
println(h(pick(3), pick(0); k = pick(0)))
