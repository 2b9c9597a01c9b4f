# Which method takes (K{i}(), K{2}()) depends on whether i is 2 (the tied
# method), which the split by value does not test yet: K{2} is named only
# at the second argument.
struct K{N} end
pair(::K{N}, ::K{N}) where N = "tie"
pair(::K, ::K{2}) = "second is two"
pair(::K, ::K) = "other"
println(pair(K{parse(Int, "2")}(), K{parse(Int, "3")}()))
