# NTuple{N, Int} of a run-time N is a tuple type of a length only the
# running program knows: not yet a value (and never one of the wrong length)
g(::Val{N}) where N = NTuple{N, Int}
println(g(Val(parse(Int, "3"))))
