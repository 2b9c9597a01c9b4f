# Bare `Union` is the type of union types, as in Julia
println(Union)
println(typeof(Union))
println(Union{Int, String} isa Union)
T = Union{Int, Nothing}
println(T isa Union)
println(Int isa Union)
println(Vector isa Union)
println(isa(Union{}, Union))
println(typeof(Union{Int, String}) === Union)
describe(t::Type) = t isa Union ? "a union" : t isa UnionAll ? "a UnionAll" : "a DataType"
println(describe(Union{Int, Float64}), ", ", describe(Vector), ", ", describe(Int))
