# jlc-flags: --trim=safe
# a === b where each may be any of nine types: 81 combinations, more than a
# call splits into. Only two values of one type can be egal, so the call is
# split over the nine types both may be, and any other pair is false
# (no_mode_egal_many_types.jl: the same over twenty types, with --trim=no).
struct P; x::Int; end
vals = Any[1, 2.5, "s", 'c', P(3), Int8(2), nothing, :q, (1, 2)]
function count_egal(vals)
    n = 0
    for a in vals, b in vals
        n += a === b
    end
    return n
end
println(count_egal(vals))
println(vals[5] === P(3), " ", vals[1] === 1.0, " ", vals[3] === "s", " ", vals[9] === (1, 2))
