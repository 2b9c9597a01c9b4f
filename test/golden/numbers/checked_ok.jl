# Base.checked_* return the ordinary result when nothing overflows.
println(Base.checked_add(1, 2), " ", Base.checked_sub(10, 20), " ", Base.checked_mul(-3, 4))
println(Base.checked_add(typemax(Int64) - 1, 1), " ", Base.checked_sub(typemin(Int64) + 1, 1))
println(Base.checked_mul(Int8(-64), Int8(2)), " ", Base.checked_mul(3037000499, 3037000499))
println(Base.checked_add(0xfe, 0x01), " ", Base.checked_sub(0x05, 0x05), " ", Base.checked_mul(UInt16(255), UInt16(257)))
println(Base.checked_neg(5), " ", Base.checked_abs(-7), " ", Base.checked_abs(Int8(-127)))
println(Base.checked_add(Int8(100), 1), " ", typeof(Base.checked_add(Int8(100), 1)))
println(Base.checked_div(7, 2), " ", Base.checked_rem(-7, 2), " ", Base.checked_mod(-7, 2), " ", Base.checked_fld(-7, 2), " ", Base.checked_cld(-7, 2))
