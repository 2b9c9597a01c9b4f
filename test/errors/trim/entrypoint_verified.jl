# An entry point declared with Base.Experimental.entrypoint is compiled and
# verified even though the program never calls it.
function helper(x::Int)
    y = Any[x, "s"]
    return y[1] + y[2]
end
Base.Experimental.entrypoint(helper, (Int,))
println("hi")
