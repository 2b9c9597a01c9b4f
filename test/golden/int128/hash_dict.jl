# Int128 keys: hash agrees with equal values of other types, as isequal needs
println(hash(Int128(5)) == hash(5), " ", hash(UInt128(7)) == hash(Int128(7)))
println(hash(Int128(2)^63) == hash(UInt64(2)^63), " ", hash(Int128(2)^80) == hash(2.0^80))
println(hash(Int128(-3)) == hash(-3.0), " ", hash(typemax(Int128)) == hash(typemax(Int128) - 1))
d = Dict{Int128, String}()
for k in (Int128(1), Int128(2)^100, typemin(Int128), Int128(-7))
    d[k] = string(k)
end
println(length(d), " ", d[Int128(2)^100], " ", haskey(d, Int128(-7)), " ", get(d, Int128(3), "none"))
s = Set([UInt128(1) << 90, UInt128(5), UInt128(1) << 90])
println(length(s), " ", UInt128(5) in s)
