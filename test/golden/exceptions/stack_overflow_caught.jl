# A StackOverflowError is caught like any exception, and the program goes on;
# a second one is caught too.
g(n) = n == 0 ? 0.0 : sin(g(n - 1) + n)
function try_deep(n)
    try
        return g(n) > -2.0
    catch e
        println("caught ", typeof(e), ": ", sprint(showerror, e))
        return false
    end
end
println(try_deep(10))
println(try_deep(100_000_000))
println(try_deep(100_000_000))
println(try_deep(1000))
