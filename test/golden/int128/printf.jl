# Printf with Int128 and UInt128
using Printf
println(@sprintf("%d|%x|%o", typemax(Int128), typemax(UInt128), Int128(8)^40))
println(@sprintf("%45d|%-45d|", typemin(Int128), Int128(2)^100))
println(@sprintf("%+.40d", Int128(10)^20))
println(@sprintf("%#X", UInt128(2)^100 - 1))
println(@sprintf("%e %g", Int128(2)^100, typemax(UInt128)))
println(@sprintf("%lld", 18446744065119617025))
