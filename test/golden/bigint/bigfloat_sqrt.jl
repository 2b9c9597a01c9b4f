# sqrt of a BigFloat is correctly rounded to 256 bits
println(sqrt(BigFloat(2)))
println(sqrt(big(16)), " ", sqrt(BigFloat(0.25)), " ", sqrt(big(10)^40))
s = sqrt(BigFloat(3))
println(s * s - 3 < BigFloat(10)^-70)
try
    sqrt(BigFloat(-1))
catch e
    println(e isa DomainError)
end
