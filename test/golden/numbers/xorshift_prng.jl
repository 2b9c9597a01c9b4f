# A xorshift64 generator and a 32-bit LCG: wrapping unsigned arithmetic and shifts.
function xorshift(x::UInt64)
    x = xor(x, x << 13)
    x = xor(x, x >> 7)
    x = xor(x, x << 17)
    return x
end
s = 0x0000000000000001
for i in 1:5
    global s = xorshift(s)
    println(s)
end
function lcg(n)
    x = UInt32(12345)
    for i in 1:n
        x = x * UInt32(1103515245) + UInt32(12345)
    end
    return x
end
println(lcg(1), " ", lcg(1000))
show(stdout, lcg(10))
println()
println(s % 100, " ", (s >>> 60) % Int, " ", count_ones(s))
