# DomainError's show prints the value with show (a string quoted, a tuple as
# a tuple), showerror with print; DomainError(x) has an empty message, still
# after the colon and a new line.
e = DomainError(-1.0, "sqrt was called with a negative real argument")
show(e); println()
showerror(stdout, e); println()
e2 = DomainError(-1)
show(e2); println()
showerror(stdout, e2); println()
println(repr(DomainError("abc", "not a number")))
showerror(stdout, DomainError("abc", "bad")); println()
println(DomainError((1, 2), "t").val)
println(repr(DomainError(0x01)))
try
    sqrt(-2.0)
catch err
    show(err); println()
end
try
    invmod(2, 4)
catch err
    showerror(stdout, err); println()
end
try
    digits(5; base = 1)
catch err
    println(err.val)
end
# the value itself, as Julia's field holds it
d = DomainError(-1.5, "m")
println(typeof(d.val), " ", d.val + 1, " ", typeof(d))
x = -1.0
sqrt(x)
