# Base functions a program reaches for (issue 21): digits, Char conversions,
# Bool shifts, div/rem with a rounding mode. Values worked out by hand from
# Julia's documented definitions.
report(f) = try
    println(f())
catch e
    println(sprint(showerror, e))
end

println(parse(Int, '7'), " ", parse(Int, 'a'; base=16), " ", parse(Int, 'Z'; base=36))
println(parse(Int, 'A'; base=62), " ", parse(Int, 'z'; base=62), " ", typeof(parse(UInt8, '7')))
report(() -> parse(Int, 'x'))
report(() -> parse(Int, '@'))

println(UInt8('a'), " ", 'a' % UInt8, " ", typeof('a' % UInt8), " ", Int32('€'), " ", 'ā' % UInt8)
report(() -> UInt8('ā'))

println(true >> 1, " ", true << 3, " ", false << 1, " ", true >>> 0, " ", typeof(true << 1))

println(div(7, 2, RoundDown), " ", div(-7, 2, RoundUp), " ", div(-7, 2, RoundToZero), " ", div(-7, 2, RoundDown))
println(div(7, 2, RoundNearest), " ", div(5, 2, RoundNearest), " ", div(-5, 2, RoundNearest), " ", div(-7, 2, RoundNearest))
println(div(7, 3, RoundNearest), " ", div(8, 3, RoundNearest), " ", div(7, 2, RoundNearestTiesAway), " ", div(5, 2, RoundNearestTiesAway))
println(div(-5, 2, RoundNearestTiesAway), " ", div(5, 2, RoundNearestTiesUp), " ", div(-5, 2, RoundNearestTiesUp))
println(div(7, 2, RoundFromZero), " ", div(-7, 2, RoundFromZero), " ", div(6, 2, RoundFromZero), " ", div(typemin(Int8), Int8(3), RoundNearest))
println(rem(7, 2, RoundNearest), " ", rem(-7, 3, RoundDown), " ", rem(7, 3, RoundUp), " ", rem(-7, 3, RoundToZero))
println(div(7.0, 2.0, RoundNearest), " ", div(-7.5, 2.0, RoundDown), " ", div(7.5, 2.0, RoundUp), " ", rem(7.0, 2.0, RoundNearest))
report(() -> div(1, 0, RoundNearest))
