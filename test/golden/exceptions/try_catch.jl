# try/catch/else/finally: finally runs on every way out (return, continue,
# an exception), nested handlers, and the catch variable's value.
function safe_div(a, b)
    try
        return div(a, b)
    catch e
        println("caught: ", e)
        return 0
    finally
        println("finally for ", a, "/", b)
    end
end
function main()
    println(safe_div(7, 2))
    println(safe_div(7, 0))
    x = try
        error("boom")
    catch err
        sprint_err(err)
    end
    println(x)
    for i in 1:3
        try
            i == 2 && continue
            println("body ", i)
        finally
            println("fin ", i)
        end
    end
    try
        try
            throw(ArgumentError("inner"))
        finally
            println("inner finally")
        end
    catch e
        println("outer caught ", e.msg)
    end
    v = [1, 2, 3]
    try
        v[5]
    catch e
        println(e isa BoundsError)
    end
    try
        println("no error")
    catch
        println("unreachable")
    else
        println("else ran")
    end
end
sprint_err(e::ErrorException) = string("msg=", e.msg)
# the catch variable may hold any exception the program throws
sprint_err(e) = "other"
main()
