# A method for a value nested in another type (Tuple{K{1}}) would be chosen
# by the run-time value inside the tuple: not yet.
struct K{N} end
f(::Tuple{K{1}}) = 1
f(::Tuple{K{N}}) where N = N
println(f((K{parse(Int, "3")}(),)))
