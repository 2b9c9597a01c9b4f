include("two.jl")
