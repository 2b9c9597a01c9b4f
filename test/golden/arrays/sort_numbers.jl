# sort! of numbers in isless's order: -0.0 before 0.0, NaNs last (first with
# rev=true) in the order they came, for short vectors (merge sort) and long
# ones (radix sort) alike; checked against merge sort with an explicit lt.
v = [3.0, -1.0, NaN, 0.0, -0.0, 2.5, -Inf, Inf, -2.0, 1e-300, -1e-300, 5e-324, -5e-324]
println(sort(v))
println(sort(v; rev=true))

function xorshift(x::Int)
    x ⊻= x << 13
    x ⊻= x >>> 7
    x ⊻= x << 17
    return x
end
# the same bits, element for element (tells -0.0 from 0.0 and NaN payloads apart)
samebits(a, b) = length(a) == length(b) && all(i -> bits(a[i]) == bits(b[i]), 1:length(a))
bits(x::Float64) = reinterpret(UInt64, x)
bits(x::Float32) = reinterpret(UInt32, x)

special = [0.0, -0.0, NaN, -NaN, Inf, -Inf, 5e-324, -5e-324, 1.0, -1.0, reinterpret(Float64, 0x7ff8000000000123)]
state = 1234567
for n in (5, 299, 300, 5000)
    w = Vector{Float64}(undef, n)
    for i in 1:n
        global state = xorshift(state)
        # a fifth special values, the rest any bits at all
        w[i] = state % 5 == 0 ? special[mod(state >>> 8, length(special)) + 1] : reinterpret(Float64, state)
    end
    for rev in (false, true)
        a = sort(w; rev=rev)
        println(n, " ", rev, " ", samebits(a, sort(w; lt=(x, y) -> isless(x, y), rev=rev)), " ",
                issorted(a; rev=rev), " ", count(isnan, a), " ", rev ? isnan(a[1]) : isnan(a[end]))
    end
    iw = [reinterpret(Int64, x) for x in w]
    uw = [reinterpret(UInt64, x) for x in w]
    fw = [Float32(x) for x in w]
    i8 = [x % Int8 for x in iw]
    u16 = [x % UInt16 for x in iw]
    println(sort(iw) == sort(iw; lt=(x, y) -> x < y), " ", sort(uw; rev=true) == sort(uw; lt=(x, y) -> x > y), " ",
            samebits(sort(fw), sort(fw; lt=(x, y) -> isless(x, y))), " ",
            sort(i8) == sort(i8; lt=(x, y) -> x < y), " ", sort(u16; rev=true) == sort(u16; lt=(x, y) -> x > y))
end
x = [mod(i * 7919, 2001) - 1000 for i in 1:2001]
sort!(x)
println(x[1], " ", x[1001], " ", x[end], " ", x == collect(-1000:1000))
