# A ccall of a function no linked library defines: an error at the call,
# each symbol once, not the linker's output nor "a bug in jlc".
f(x) = ccall(:jlc_test_no_such_function, Cint, (Cint,), x)
g() = ccall(:jlc_test_nor_this_one, Cvoid, ())
println(f(Cint(1)))
g()
println(f(Cint(2)))
