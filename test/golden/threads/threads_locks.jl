# Threads: locks, and errors in tasks (run with 1, 2 and 3 threads and
# under GC stress by test/cli/threads.sh)
using Base.Threads

total = Ref(0)
# locks
l = ReentrantLock()
total = Ref(0)
@threads for i in 1:1000
    lock(l) do
        total[] += i
    end
end
println(total[])
println(lock(() -> 42, l), " ", islocked(l))
lock(l)
println(islocked(l), " ", trylock(l))
unlock(l)
unlock(l)
println(islocked(l))
try
    unlock(l)
catch e
    println(e)
end
s = SpinLock()
@threads for i in 1:1000
    lock(s)
    total[] -= i
    unlock(s)
end
println(total[], " ", islocked(s), " ", trylock(s), " ", trylock(s), " ", islocked(s))
unlock(s)

# an error in a task comes back at fetch and wait
bad = @spawn error("boom")
try
    fetch(bad)
catch e
    println(typeof(e), " ", e.task.exception isa ErrorException, " ", istaskfailed(bad))
    println(split(sprint(showerror, e), '\n')[1:3])
end
try
    wait(@spawn [1, 2][3])
catch e
    println(e.task.exception isa BoundsError, " ", split(sprint(showerror, e), '\n')[3])
end
try
    @threads for i in 1:4
        i == 3 && throw(ArgumentError("three"))
    end
catch e
    println(typeof(e), " ", length(e.exceptions), " ", e.exceptions[1].task.exception isa ArgumentError)
    println(split(sprint(showerror, e), '\n')[1:3])   # (Julia's goes on with a stack trace)
end

# a stack overflow in a task is the task's error
function deep(n)
    n == 0 && return Int[]
    v = deep(n - 1)
    push!(v, n)
    v
end
try
    fetch(@spawn length(deep(10^7)))
catch e
    println(e.task.exception isa StackOverflowError)
end
