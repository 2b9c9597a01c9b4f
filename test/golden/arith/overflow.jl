largest = 9223372036854775807
println(largest)
println(largest + 1)
println(9223372036854775807 + 1)
println(-9223372036854775807 - 1)
println(-9223372036854775807 - 2)
println(9223372036854775807 * 2)
println(2^62)
println(2^63)
println(2^64)
println(2^64 == 0)
println(2^63 == -9223372036854775807 - 1)

function pow2(n)
    p = 1
    for i in 1:n
        p *= 2
    end
    return p
end

println(pow2(62))
println(pow2(63))
println(pow2(64))
println(pow2(65))
