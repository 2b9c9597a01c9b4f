# dividing a BigInt by zero is a DivideError, never a crash in GMP
x = big(10)^30
try
    div(x, big(0))
catch e
    println("div: ", e)
end
try
    rem(x, 0)
catch e
    println("rem: ", e)
end
try
    powermod(x, big(2), big(0))
catch e
    println("powermod: ", e)
end
println(fld(x, 7), " ", cld(x, 7))
mod(big(1), 0)
