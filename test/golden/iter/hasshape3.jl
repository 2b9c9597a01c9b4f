# collect of a user iterator of shape HasShape{3}: an Array{T, 3} in iteration order
struct Box
    n::Int
end
Base.iterate(b::Box, i=1) = i > b.n^3 ? nothing : (i, i + 1)
Base.IteratorSize(::Type{Box}) = Base.HasShape{3}()
Base.size(b::Box) = (b.n, b.n, b.n)
Base.length(b::Box) = b.n^3
Base.eltype(::Type{Box}) = Int
c = collect(Box(2))
println(typeof(c), " ", c)
println([x * 2 for x in Box(2)])
