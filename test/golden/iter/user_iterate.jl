# A user iterator: Julia's traits decide how collect builds the vector.
struct Countdown
    from::Int
end
Base.iterate(c::Countdown, s=c.from) = s < 1 ? nothing : (s, s - 1)
Base.length(c::Countdown) = c.from
println(collect(Countdown(3)))          # no eltype: a Vector{Any}
println(eltype(Countdown(3)))
println(sum(Countdown(4)), " ", maximum(Countdown(4)))
println([x^2 for x in Countdown(3)])

struct Evens
    upto::Int
end
Base.iterate(e::Evens, s=0) = s > e.upto ? nothing : (s, s + 2)
Base.IteratorSize(::Type{Evens}) = Base.SizeUnknown()
Base.eltype(::Type{Evens}) = Int
println(collect(Evens(6)))
println(Base.IteratorSize(Evens(1)) isa Base.SizeUnknown)
println(Base.IteratorSize(Countdown(1)) isa Base.HasLength)
println(Base.IteratorSize([1, 2]) isa Base.HasShape)
println(Base.IteratorEltype(Evens(1)) isa Base.HasEltype)
println(eltype(Evens(2)))
for (i, x) in enumerate(Evens(4))
    println(i, ": ", x)
end
println(collect(zip(Countdown(3), Evens(10))))
a, b = Countdown(2)
println(a, " ", b)
println(filter(iseven, collect(Evens(8))))
