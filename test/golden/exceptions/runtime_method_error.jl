# jlc-flags: --trim=unsafe
# A call with no method, reached at run time, throws a MethodError that a
# catch gets, as in Julia; so does reading a global not yet assigned.
f(x::Int) = x + 1
pick(b) = b ? f(1) : f("a")
function main()
    println(pick(true))
    try
        println(pick(false))
    catch e
        println(e isa MethodError)
    end
    try
        println(later)
    catch e
        println(e isa UndefVarError, " ", e.var)
    end
end
main()
later = 1
