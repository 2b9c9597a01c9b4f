# jlc-flags: --trim=safe
# getglobal of a module and a name written as constants is the global
# itself, resolved at compile time as Julia's inference makes it a
# constant: it trims, and works in every mode.
x = getglobal(Base, :pi)
println(x)
f = getglobal(Base, :sqrt)
println(f(16.0))
println(getglobal(Main, :x) === Base.pi)
