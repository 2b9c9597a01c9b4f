# reflection on types known at compile time: fieldtypes, isprimitivetype,
# isstructtype and the others, typejoin, unions in Julia's order
struct P{T}
    x::T
    y::Int
end
mutable struct M
    a::Float64
end
struct S end
println(fieldtypes(P{Float64}), " ", fieldtype(P{Int8}, :x), " ", fieldcount(P{Int}), " ", fieldcount(S))
println(isabstracttype(Real), " ", ismutabletype(M), " ", isstructtype(P{Int}), " ", isprimitivetype(Int8), " ", isprimitivetype(P{Int}))
println(S() === S(), " ", sizeof(Int32))
println(isbits(P(1, 2)), " ", isbits(M(1.0)))
println(typejoin(Int, Float64), " ", typejoin(Int, String), " ", promote_type(Int, Float32))
println(Union{Int, String}, " ", Union{String, Int}, " ", Union{Nothing, Int, Missing})
