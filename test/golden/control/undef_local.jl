# A local read before it is assigned throws UndefVarError (Julia's message
# for a local scope), on every path where it may be unassigned; a loop
# body's locals are new each iteration; a closure reads a shared local
# that is not assigned yet as UndefVarError too.
function maybe(c)
    if c
        y = 1
    end
    return y
end
function loopfresh()
    for i in 1:2
        if i == 2
            println(y)       # y of the first iteration is not this one's
        end
        y = i
    end
end
function whilefresh()
    k = 0
    while k < 2
        k += 1
        if k == 2
            println(w)
        end
        w = k
    end
end
function assigned_before(n)
    s = 0
    for i in 1:n
        s += i
    end
    return s
end
function intry(c)
    try
        if c
            z = 5
        end
        println(z)
    catch e
        println("caught: ", sprint(showerror, e))
    end
end
function closure_before_assignment()
    f = () -> x
    r = try f() catch e; sprint(showerror, e) end
    x = 1
    return (r, f())
end
function captured_maybe(c)
    local q
    c && (q = 3)
    g() = q + 1
    return c ? g() : 0        # g never runs when q is unassigned: no error
end
function captured_read(c)
    local q
    c && (q = 3)
    g() = q + 1
    return g()
end
function after_catch(c)
    local v
    try
        c && error("boom")
        v = 1
    catch
    end
    return v
end
function neverassigned()
    local u
    return u
end
println(maybe(true))
println(assigned_before(4))
intry(true)
intry(false)
println(closure_before_assignment())
println(captured_maybe(false), " ", captured_maybe(true))
println(after_catch(false))
for f in (() -> maybe(false), loopfresh, whilefresh, () -> captured_read(false),
          () -> after_catch(true), neverassigned)
    try
        f()
        println("no error")
    catch e
        println(typeof(e), ": ", e.var)
        println(sprint(showerror, e))
    end
end
# the fields as Julia's: the name a Symbol, the scope :local
try
    maybe(false)
catch e
    println(repr(e), " ", e.var === :y)
end
