# finally runs on every way out of its try: return (also from a nested try
# and from the catch), break, continue, an exception passing through, and
# the value of a return is the one computed before the finally runs.
const events = String[]
note(s) = (push!(events, s); nothing)

function ret_nested()
    try
        try
            return "inner value"
        finally
            note("inner finally")
        end
    finally
        note("outer finally")
    end
end

function ret_from_catch()
    try
        error("x")
    catch
        return "from catch"
    finally
        note("finally after catch")
    end
end

function ret_value_kept()
    x = 1
    try
        return x
    finally
        x = 2
        note("x set to $x")
    end
end

function loop_exits()
    i = 0
    while true
        i += 1
        try
            i == 2 && continue
            i == 4 && break
            note("body $i")
        finally
            note("finally $i")
        end
    end
    for j in 1:3
        for k in 1:3
            try
                k == 2 && break
            finally
                note("inner $j,$k")
            end
        end
    end
    return i
end

function through()
    try
        throw(DomainError(-1, "passing through"))
    finally
        note("finally while unwinding")
    end
end

function main()
    println(ret_nested())
    println(ret_from_catch())
    println(ret_value_kept())
    println(loop_exits())
    try
        through()
    catch e
        println(sprint(showerror, e))
    end
    foreach(println, events)
end
main()
