# a user number type joins the promotion system through promote_rule and convert
struct Money <: Real
    cents::Int
end
Base.promote_rule(::Type{Money}, ::Type{Int64}) = Money
Base.convert(::Type{Money}, x::Int64) = Money(100 * x)
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
Base.:<(a::Money, b::Money) = a.cents < b.cents
Base.show(io::IO, m::Money) = print(io, "\$", div(m.cents, 100), ".", lpad(rem(m.cents, 100), 2, '0'))
a = Money(250)
println(a + 1, " ", 2 + a)
println(promote(a, 3), " ", typeof(promote(3, a)))
println(promote_type(Money, Int64), " ", promote_type(Int64, Float64), " ", promote_type(Int8, UInt8))
println(max(a, 1), " ", max(Money(50), 1))
println(sum([Money(1), Money(2)]))
