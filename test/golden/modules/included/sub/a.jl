include("b.jl")
a() = "a from sub/a.jl"
