# powers and powermod of BigInts
println(big(2)^100)
println(big(3)^50)
println((-big(2))^63)
println(big(-1)^5, " ", big(-1)^4, " ", big(1)^1000, " ", big(0)^0)
println(2^big(70))
println(powermod(big(3), big(1000), big(1000007)))
println(powermod(2, 100, big(1000000007)))
println(powermod(big(5), big(3), big(-7)))
println(powermod(big(3), big(-1), big(7)))
println(isqrt(big(10)^40 + 1), " ", isqrt(big(99)))
try
    big(2)^-1
catch e
    println(e isa DomainError)
end
