# jlc-flags: --trim=no
x = 1
println(isdefined(Main, :x))
