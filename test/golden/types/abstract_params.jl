# parametric abstract types: a method on the abstract family takes every subtype
abstract type Container{T} end
struct Single{T} <: Container{T}
    item::T
end
struct Many{T} <: Container{T}
    items::Vector{T}
end
contents(c::Single) = [c.item]
contents(m::Many) = m.items
elemtype(::Container{T}) where {T} = T
total(c::Container{<:Number}) = sum(contents(c))
println(elemtype(Single(1)), " ", elemtype(Many(["a"])), " ", total(Single(2.5)), " ", total(Many([1, 2, 3])))
println(Single{Int64} <: Container{Int64}, " ", Single{Int64} <: Container{Real}, " ", Single{Int64} <: Container, " ", supertype(Many{Int64}))
cs = Container{Int64}[Single(1), Many([2, 3])]
println(sum(total, cs), " ", [string(elemtype(c)) for c in cs])
