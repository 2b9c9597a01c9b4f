# InexactError as Julia 1.12's struct: the function's name and the arguments
# (the target type first); show prints the fields, showerror leaves the type
# out when it names the function (base/errorshow.jl).
function caught(f)
    try
        f()
    catch e
        e isa InexactError && return e
        rethrow()
    end
end
e = caught(() -> Int(2.5))
println(e)
println(e.func, " ", e.args, " ", e.args[1] === Int64, " ", e isa InexactError)
showerror(stdout, e); println()
e = caught(() -> Int8(300))
println(e)
showerror(stdout, e); println()
println(typeof(e))
e = caught(() -> UInt(-1.0))
showerror(stdout, e); println()
