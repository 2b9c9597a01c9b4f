# an inner constructor checks its arguments; new() builds the value
struct Fraction
    num::Int
    den::Int
    function Fraction(n, d)
        d == 0 && throw(ArgumentError("zero denominator"))
        g = gcd(n, d)
        return new(div(n, g), div(d, g))
    end
end
println(Fraction(6, 8))
println(Fraction(3, 1).den)
try
    Fraction(1, 0)
catch e
    println(e)
end
struct Positive
    v::Float64
    Positive(v) = v > 0 ? new(v) : error("not positive: ", v)
end
println(Positive(2))
try
    Positive(-1)
catch e
    println(e isa ErrorException, " ", e.msg)
end
