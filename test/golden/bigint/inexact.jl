# A BigInt that does not fit: InexactError, as Julia shows it
x = big(2)^70
try
    Int64(x)
catch e
    println(e isa InexactError)
end
Int64(x)
