# factorial and binomial of machine integers, with Julia's overflow errors.
println(factorial(0), " ", factorial(6), " ", factorial(20), " ", factorial(Int8(5)), " ", typeof(factorial(Int8(5))))
println(factorial(Int128(25)), " ", factorial(UInt128(34)))
println(binomial(10, 3), " ", binomial(-5, 3), " ", binomial(5, -1), " ", binomial(3, 5), " ", binomial(66, 33), " ", binomial(Int8(7), Int8(3)))
try factorial(21) catch e; showerror(stdout, e); println() end
try factorial(-1) catch e; showerror(stdout, e); println() end
try binomial(67, 33) catch e; showerror(stdout, e); println() end
try binomial(Int8(10), Int8(5)) catch e; showerror(stdout, e); println() end
