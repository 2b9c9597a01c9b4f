# jlc-flags: --trim=no
f(x; k=2) = x + k
println(f(1; k=3))
println(f(1; z=3))
