# Reading a local that is not assigned on this path: UndefVarError with
# Julia's message and suggestion, a stack trace, exit status 1.
function f(c)
    if c
        y = 1
    end
    return y
end
println(f(true))
println(f(false))
