# typeof, isa, <: and supertype as values at run time
abstract type Animal end
struct Dog <: Animal
    name::String
end
struct Cat <: Animal end
pets = Animal[Dog("rex"), Cat()]
for p in pets
    println(typeof(p), " ", p isa Dog, " ", p isa Animal, " ", typeof(p) <: Animal)
end
println(supertype(Dog), " ", supertype(Animal), " ", supertype(Int64), " ", supertype(Signed))
println(Int64 <: Integer, " ", Int64 <: AbstractFloat, " ", Vector{Int64} <: Array{Int64}, " ", Vector{Int64} <: Vector{Integer})
x = 1.5
println(typeof(x), " ", typeof(typeof(x)), " ", x isa Real, " ", isa(x, Union{Int64, Float64}))
println(typeof((1, "a")), " ", typeof(1 => 2.0), " ", typeof([1 2; 3 4]))
