# where variables: the diagonal rule and bounds
same(x::T, y::T) where {T} = "same $T"
same(x, y) = "different"
println(same(1, 2), " ", same(1, 2.0), " ", same("a", "b"))
numeric(x::T) where {T<:Number} = "number $T"
numeric(x) = "other"
println(numeric(3), " ", numeric(2.5f0), " ", numeric("s"))
firsteltype(v::Vector{T}) where {T} = T
println(firsteltype([1]), " ", firsteltype(["a"]), " ", firsteltype(Float64[]))
pairtypes(p::Pair{A, B}) where {A, B} = (A, B)
println(pairtypes(1 => "x"))
nested(v::Vector{Vector{T}}) where {T<:Real} = sum(sum, v)
println(nested([[1, 2], [3]]), " ", nested([[0.5], [1.5]]))
