x = 1
include("one.jl")
