# jlc-flags: --trim=unsafe
# A lookup by a run-time name cannot be compiled (the binary keeps no table
# of global names): --trim=unsafe builds the program without it, the branch
# that does not take it runs, and taking it is the run-time trim error.
function lookup(name::String, really::Bool)
    if really
        f = getglobal(Base, Symbol(name))
        return f(1.0)
    end
    return 0.0
end
println(lookup("sin", false))
println(lookup("sin", true))
println("not reached")
