# Base.jl — the standard library, in Julia over Core's builtins and intrinsics.
# A method here costs nothing unless a program reaches it.

include("operators.jl")
include("int.jl")
include("float.jl")
include("math.jl")
include("promotion.jl")
include("char.jl")
include("tuple.jl")
include("range.jl")
include("io.jl")
include("iostream.jl")
include("array.jl")
include("string.jl")
include("errors.jl")
include("gc.jl")
