# jlc-flags: --trim=safe
x = getglobal(Base, :pi)
println(x)
