# a file that includes itself through another
include("included/one.jl")
