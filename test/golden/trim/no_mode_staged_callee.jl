# jlc-flags: --trim=no
# A callee of five types (an element of a Vector{Any}: three functions, a
# callable struct and an Int) over seven arguments of six types each:
# 1,399,680 combinations, dispatched in stages, the callee's type first.
# Each function's methods are tried the more specific first, with a case per
# value of a `where` variable and an error case where two methods are
# ambiguous; a value that is not callable is Julia's MethodError.
struct Poly; c::Int; end
(p::Poly)(a, b, c, d, e, g, h) = p.c
dbl(a, b, c, d, e, g, h) = "dbl any"
dbl(a::Int, b, c, d, e, g, h) = 2a
tri(a::T, b::T, c, d, e, g, h) where {T} = string("tri ", T)
amb(a::Int, b, c, d, e, g, h) = 1
amb(a, b::Int, c, d, e, g, h) = 2
pick(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : n == 3 ? 'c' : n == 4 ? Int8(1) : nothing
fs = Any[dbl, tri, Poly(7), amb, 5]
function run(fs, t)
    for f in fs
        try
            println(f(pick(t[1]), pick(t[2]), pick(t[3]), pick(t[4]), pick(t[5]), pick(t[6]), pick(t[7])))
        catch e
            println(e isa MethodError)
        end
    end
end
run(fs, (0, 0, 1, 1, 1, 1, 1))
run(fs, (2, 1, 1, 1, 1, 1, 1))
f = fs[5]
f(pick(0), pick(0), pick(1), pick(1), pick(1), pick(1), pick(1))
