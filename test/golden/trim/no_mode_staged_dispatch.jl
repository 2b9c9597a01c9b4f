# jlc-flags: --trim=no
# Seven arguments of six possible types each: 279,936 combinations, too many
# for a table indexed by every combination. The call is dispatched in
# stages: each method that may apply is tried, the more specific first,
# testing each argument's type; none applying is Julia's MethodError.
f(a, b, c, d, e, g, h) = "any"
f(a::Int, b::Int, c, d, e, g, h) = a + b
f(a::Int, b::Int, c::Int, d, e, g, h) = a + b + c
f(a::String, b, c, d, e, g, h::Char) = string(a, h)
k(a::Int, b, c, d, e, g, h; scale = 1) = scale * a
k(a::Float64, b, c, d, e, g, h::Nothing; scale = 1) = scale * a
pick(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : n == 3 ? 'c' : n == 4 ? Int8(1) : nothing
for t in ((0, 0, 0, 0, 0, 0, 0), (0, 0, 1, 2, 3, 4, 5), (2, 1, 1, 1, 1, 1, 3), (2, 1, 1, 1, 1, 1, 2), (5, 4, 3, 2, 1, 0, 0))
    println(f(pick(t[1]), pick(t[2]), pick(t[3]), pick(t[4]), pick(t[5]), pick(t[6]), pick(t[7])))
end
println(k(pick(0), pick(1), pick(2), pick(3), pick(4), pick(5), pick(0); scale = 3))
println(k(pick(1), pick(1), pick(2), pick(3), pick(4), pick(5), pick(5); scale = 2))
println(k(pick(2), pick(1), pick(2), pick(3), pick(4), pick(5), pick(5); scale = 2))
