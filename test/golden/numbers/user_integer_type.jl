# A program's own Integer type with promote_rule and convert: mixed arithmetic
# with Int promotes (it used to take the machine integers' wrapping path and
# look for rem(::Mod7, ::Type{Mod7}))
struct Mod7 <: Integer
    v::Int
    Mod7(x) = new(mod(x, 7))
end
Base.:+(a::Mod7, b::Mod7) = Mod7(a.v + b.v)
Base.promote_rule(::Type{Mod7}, ::Type{Int}) = Mod7
Base.convert(::Type{Mod7}, x::Int) = Mod7(x)
Base.show(io::IO, m::Mod7) = print(io, m.v, " mod 7")
println(Mod7(3) + 5)
println(5 + Mod7(4), " ", Mod7(3) == 3, " ", Mod7(3) + Mod7(6))
