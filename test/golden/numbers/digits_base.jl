# Integers in a base (the positional core of string(n; base, pad)), ndigits, mod1.
println(Base._string_base(255, 16, 1), " ", Base._string_base(255, 2, 1), " ", Base._string_base(-255, 16, 1))
println(Base._string_base(5, 2, 8), " ", Base._string_base(-5, 10, 3), " ", Base._string_base(0, 10, 1), " ", Base._string_base(0, 10, 0))
println(Base._string_base(typemin(Int64), 2, 1))
println(Base._string_base(typemax(UInt64), 36, 1), " ", Base._string_base(61, 62, 1), " ", Base._string_base(35, 62, 1), " ", Base._string_base(10, -2, 1))
println(ndigits(0), " ", ndigits(9), " ", ndigits(10), " ", ndigits(-12345), " ", ndigits(typemin(Int64)), " ", ndigits(typemax(UInt64)))
println(ndigits(255; base=16), " ", ndigits(255, base=2), " ", ndigits(5; pad=4))
println(mod1(5, 5), " ", mod1(6, 5), " ", mod1(-1, 5), " ", mod1(0, 3), " ", mod1(7.5, 2.5), " ", fld1(5, 5), " ", fldmod1(6, 5))
