# A callee that may be a builtin (=== and getfield are Core's builtins, + and
# getindex generic functions) is split over what it may be, each case called
# as such; it builds with --trim=safe.
struct P
    a::Int
    b::Float64
end
pick(c::Bool) = c ? (+) : (===)
field_or_index(c::Bool) = c ? getindex : getfield
for c in (true, false)
    f = pick(c)
    println(f(2, 2))
    g = field_or_index(c)
    println(g((10, 20.5), 2))
    h = c ? getfield : (x, s) -> string(s)
    println(h(P(1, 1.5), :b))
end
