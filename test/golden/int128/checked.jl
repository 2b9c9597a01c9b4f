# Checked arithmetic: Julia's OverflowError messages
m = typemax(Int128)
println(Base.checked_add(m - 1, Int128(1)))
try
    Base.checked_add(m, Int128(1))
catch e
    println(e.msg)
end
try
    Base.checked_mul(m, Int128(2))
catch e
    println(e.msg)
end
try
    Base.checked_sub(typemin(Int128), Int128(1))
catch e
    println(e.msg)
end
try
    Base.checked_neg(typemin(Int128))
catch e
    println(e.msg)
end
try
    Base.checked_abs(typemin(Int128))
catch e
    println(e.msg)
end
println(gcd(Int128(2)^100, Int128(3) * Int128(2)^90), " ", lcm(Int128(6), Int128(10)))
