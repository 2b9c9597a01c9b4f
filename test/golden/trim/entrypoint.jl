# Base.Experimental.entrypoint at top level (juliac's API) compiles and verifies
# the method for those argument types; at run time the call does nothing.
scale(x::Float64, k::Int) = x * k
Base.Experimental.entrypoint(scale, (Float64, Int))
println(scale(1.5, 2))
