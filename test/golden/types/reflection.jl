# eltype, fieldnames, nameof, fieldcount, isconcretetype, isbitstype
struct Point{T}
    x::T
    y::T
end
mutable struct Account
    owner::String
    balance::Float64
end
println(eltype([1, 2]), " ", eltype(Float64[]), " ", eltype(Dict("a" => 1)), " ", eltype(1:3))
println(fieldnames(Point), " ", fieldnames(Account), " ", fieldcount(Account))
println(nameof(Point), " ", nameof(Account), " ", nameof(sin), " ", nameof(Int64))
println(isconcretetype(Int64), " ", isconcretetype(Integer), " ", isconcretetype(Point{Int64}), " ", isconcretetype(Point))
println(isbitstype(Int64), " ", isbitstype(Point{Float64}), " ", isbitstype(Account), " ", isbitstype(String))
println(isabstracttype(Real), " ", isabstracttype(Float64), " ", ismutabletype(Account), " ", ismutabletype(Point{Int64}))
