# rem keeps the dividend's sign, mod the divisor's; both are exact.
println(rem(7.5, 2.0), " ", rem(-7.5, 2.0), " ", mod(-7.5, 2.0), " ", mod(7.5, -2.0))
println(mod(-6.0, 3.0), " ", mod(6.0, -3.0), " ", rem(-6.0, 3.0), " ", 7.5 % 2)
println(rem(1.0, 0.0), " ", mod(Inf, 2.0), " ", rem(5.0, Inf), " ", mod(-1.0, Inf))
println(mod(-7, 2.5), " ", rem(0.1, 0.03), " ", div(7.5, 2.0), " ", fld(-7.5, 2.0), " ", cld(7.5, 2.0))
