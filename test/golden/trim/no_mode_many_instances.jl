# jlc-flags: --trim=no
# Four arguments of four types each select one method with a `where`
# variable per argument: 256 method instances at one call, more than a
# table of bytes tells apart, so the table of cases has 16-bit entries.
f(a::T, b::S, c::U, d::V) where {T, S, U, V} = string(T, S, U, V)
pick(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : 'c'
for t in ((0, 1, 2, 3), (3, 3, 0, 0), (3, 2, 1, 0))
    println(f(pick(t[1]), pick(t[2]), pick(t[3]), pick(t[4])))
end
