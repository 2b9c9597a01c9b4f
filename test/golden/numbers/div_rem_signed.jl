# div truncates, fld floors, cld ceils; rem takes the dividend's sign, mod
# the divisor's. The same in every signed type.
function show_ops(x, y)
    println(div(x, y), " ", rem(x, y), " ", mod(x, y), " ", fld(x, y), " ", cld(x, y))
end
for (x, y) in ((7, 2), (-7, 2), (7, -2), (-7, -2))
    show_ops(Int8(x), Int8(y))
    show_ops(Int32(x), Int32(y))
    show_ops(x, y)
end
println(rem(typemin(Int64), -1), " ", mod(typemin(Int8), Int8(-1)), " ", div(typemin(Int8), Int8(2)))
println(fld(Int8(-128), Int8(3)), " ", cld(Int8(-128), Int8(3)), " ", rem(Int8(-128), Int8(3)), " ", mod(Int8(-128), Int8(3)))
println(typeof(div(Int8(7), Int8(2))), " ", typeof(mod(Int16(-7), Int16(3))))
println(7 ÷ 2, " ", -7 % 3, " ", 100 ÷ -7)
println(div(Int8(100), 7), " ", typeof(div(Int8(100), 7)))
