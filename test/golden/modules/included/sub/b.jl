b() = "b from sub/b.jl"
