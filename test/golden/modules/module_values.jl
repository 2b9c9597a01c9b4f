# Modules as values: @__MODULE__, printing (Main.A.B), nameof, ===, a
# Vector{Module}; a macro's __module__ is the module of the call.
module A
module B
whereami() = @__MODULE__
end
end
println(@__MODULE__)
println(A.B.whereami(), " ", nameof(A.B.whereami()))
m = A.B.whereami()
println(m === A.B.whereami(), " ", m == @__MODULE__, " ", string(m), " ", repr(Main))
println([Main, Base])
module D
export @caller
macro caller()
    return string(__module__, " ", nameof(__module__), " ", @__MODULE__)
end
end
using .D
module C
using ..D
const here = @caller
end
println(@caller, "; ", C.here)
