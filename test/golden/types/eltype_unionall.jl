# eltype of an array type whose element type is left open is Any, as
# Julia's eltype(::Type{<:AbstractArray{E}}) gives when E is not defined
println(eltype(Vector))
println(eltype(AbstractVector))
println(eltype(Array))
println(eltype(Vector{Int}))
println(eltype(Matrix{Float64}))
println(eltype([1, 2]))
describe(::Type{A}) where {A<:AbstractArray} = eltype(A) === Any ? "any element" : string(eltype(A))
println(describe(Vector), ", ", describe(Vector{String}))
# a method's own `where` variable left unbound
g(::Type{Vector{T}}) where {T} = @isdefined(T) ? T : "unbound"
println(g(Vector{Int8}), " ", g(Vector))
