# convert to an Array type copies with each element converted, as Julia's
# convert(::Type{<:Array}, ::AbstractArray): a field of type Vector{Float64}
# given [] (a Vector{Any}) or [1, 2], a push! of a Vector{Int} into a
# Vector{Vector{Float64}}; a Dict likewise; an element that cannot convert
# throws (MethodErrors: convert_array_errors.jl).
mutable struct Account
    owner::String
    history::Vector{Float64}
end
struct S
    v::Vector{Float64}
end
a = Account("ann", [])
push!(a.history, 2.5)
println(a)
println(S([1, 2]), " ", S(Any[3]), " ", S(1:3))
println(convert(Vector{Int}, [1.0, 2.0]))
x = [1, 2]
println(convert(Vector{Int}, x) === x)
m = convert(Matrix{Float64}, [1 2; 3 4])
println(m, " ", typeof(m))
vv = Vector{Float64}[]
push!(vv, [1, 2])
println(vv)
try
    convert(Vector{Int}, [1.5])
catch e
    println(e)
end
struct Prices
    p::Dict{String, Float64}
end
println(Prices(Dict("a" => 1)))
