# A comprehension whose values are types is a Vector{DataType} in Julia
# (typed by the values, not Type{Int64}): not something jlc can hold yet.
println([Int for i in 1:2])
