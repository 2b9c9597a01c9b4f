# jlc-flags: --trim=no
# @async, schedule, yield, wait, fetch, @sync on one thread, in Julia's
# order: a new task runs only once the running one yields or waits, and
# the runnable ones take turns first come first served.

log = String[]
note(s) = (push!(log, s); println(s))

t1 = @async note("t1 runs")
t2 = schedule(Task(() -> (note("t2 runs"); 2)))
note("main after scheduling: $(istaskdone(t1)) $(istaskdone(t2))")
yield()                                  # t1, t2 run, then main again
note("main after yield: $(istaskdone(t1)) $(istaskdone(t2))")
println(fetch(t2), " ", fetch(t1) === nothing)

# turns: each yield sends a task to the back of the queue
function worker(name, n)
    for i in 1:n
        note("$name $i")
        yield()
    end
    name
end
ta = @async worker("a", 3)
tb = @async worker("b", 2)
tc = @async worker("c", 1)
println("waiting for b")
println(fetch(tb), " done; a ", istaskdone(ta), ", c ", istaskdone(tc))
wait(ta)
println(istaskdone(ta), " ", istaskdone(tc))

# @sync waits for the @async tasks of its block (those inside loops and
# inside other @async blocks too); its value is the block's
r = @sync begin
    for k in 1:3
        @async begin
            note("sync task $k starts")
            yield()
            note("sync task $k ends")
        end
    end
    @async begin
        @async note("nested task")
        note("outer task")
    end
    note("block done")
    :value
end
println("after @sync: ", r)

# a task that is not waited for runs when the others let it
@async note("late task")
note("before the last yield")
yield()

# wait on a task waiting on another
inner = Task(() -> (note("inner"); 10))
outer = @async (note("outer waits"); fetch(inner) + 1)
yield()
note("scheduling inner")
schedule(inner)
println("outer gives ", fetch(outer))

# a task's failure surfaces at wait and fetch as a TaskFailedException
bad = @async begin
    note("bad starts")
    error("task failed here")
end
yield()
println(istaskdone(bad), " ", istaskfailed(bad))
for op in (wait, fetch)
    try
        op(bad)
    catch e
        println(op, ": ", typeof(e), " of ", e.task.exception)
    end
end

# @sync gathers its tasks' failures into a CompositeException
try
    @sync begin
        @async error("first")
        @async note("fine")
        @async throw(ArgumentError("second"))
    end
catch e
    println(typeof(e), " with ", length(e.exceptions))
    for x in e.exceptions
        println("  ", typeof(x), ": ", x.task.exception)
    end
end

# Channel(f) whose f fails: the consumer waiting in take! gets the failure
ch = Channel{Int}() do c
    put!(c, 1)
    error("producer broke")
end
try
    for x in ch
        println("got ", x)
    end
catch e
    println(typeof(e), ": ", e.task.exception)
end
println(isopen(ch))

# a task scheduled twice
t = @async 1
try
    schedule(t)
catch e
    println(e)
end
println(length(log))
