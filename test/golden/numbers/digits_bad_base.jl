# The base of string(n; base) must be between 2 and 62 in magnitude.
println(Base._string_base(35, 36, 1))
println(Base._string_base(35, 63, 1))
