# Base.Experimental.entrypoint at top level is accepted (juliac's API); an
# executable runs as if it were absent.
scale(x::Float64, k::Int) = x * k
Base.Experimental.entrypoint(scale, (Float64, Int))
println(scale(1.5, 2))
