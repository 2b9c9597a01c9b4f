# An entry point declared with Base.Experimental.entrypoint is compiled and
# verified even though the program never calls it.
function helper(x::Int)
    y = string(x)
    return y + x
end
Base.Experimental.entrypoint(helper, (Int,))
println("hi")
