# jlc-flags: --trim=no
# Without trimming, a call with no method builds and throws when reached.
g(x::Float64) = 2x
println(g(1.5))
println(g(true ? 1 : 2))
