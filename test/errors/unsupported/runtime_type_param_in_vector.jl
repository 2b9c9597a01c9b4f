# K{i}() of a run-time i is held as itself, in tuples and unions; a Vector of
# them would be a Vector{K{i}}, a type made at run time: not yet.
struct K{N} end
v = [K{i}() for i in 1:parse(Int, "3")]
println(length(v))
