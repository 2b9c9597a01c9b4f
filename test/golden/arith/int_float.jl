function tofloat(x::Int)
    return Float64(x)
end

function toint(x::Float64)
    return Int(x)
end

println(tofloat(5))
println(toint(5.0))
println(toint(-0.0))
println(toint(1.0e15))
println(tofloat(2^53))
println(tofloat(2^53) + 1.0)
println(tofloat(123456))
println(tofloat(1234567))
println(tofloat(-42) / 8)
println(toint(2.5 * 4))
