# rethrow() in a catch throws the caught exception on; uncaught, it is
# reported as Julia reports it, after the finally blocks ran.
function check(x)
    x < 0 && throw(DomainError(x, "negative"))
    sqrt(x)
end
function run(x)
    try
        check(x)
    catch e
        println("logging: ", typeof(e))
        rethrow()
    finally
        println("cleanup")
    end
end
println(run(4.0))
run(-1.0)
println("not reached")
