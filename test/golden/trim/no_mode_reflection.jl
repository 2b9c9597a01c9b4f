# jlc-flags: --trim=no
# A lookup by a name known only at run time cannot work in a compiled
# program, which keeps no table of global names, whatever the mode. Under
# --trim=no it builds, with a verifier warning at compile time
# (test/cli/trim_kinds.sh), as under --trim=unsafe-warn: the branch that
# does not take it runs, and taking it is an error naming the call, which a
# program can catch.
function lookup(name::String, really::Bool)
    if really
        f = getglobal(Base, Symbol(name))
        return f(1.0)
    end
    return 0.0
end
println(lookup("sin", false))
try
    lookup("sin", true)
catch e
    println(e isa ErrorException)
end
println(lookup("sin", true))
println("not reached")
