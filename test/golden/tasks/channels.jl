# jlc-flags: --trim=no
# Channels between tasks on one thread: a task runs only when the running
# one yields or blocks, the runnable ones in FIFO order (Julia's scheduler).

# producer/consumer over an unbuffered channel: each put! waits for a
# taker, then yields to it
function producer(c::Channel)
    for i in 1:3
        println("put ", i)
        put!(c, i)
    end
    println("producer done")
end
ch = Channel{Int}(producer)     # the producer starts at once, up to its first put!
println("made ", ch)
for x in ch
    println("got ", x)
end
println("after loop: open ", isopen(ch), ", ready ", isready(ch))

# a generator: Channel(f) iterated; collect of one
fib = Channel{Int}() do c
    a, b = 0, 1
    for _ in 1:10
        put!(c, a)
        a, b = b, a + b
    end
end
println(collect(fib))
squares = Channel(3) do c      # Channel{Any}, buffered
    foreach(i -> put!(c, i^2), 1:5)
end
println(typeof(squares), " ", sum(collect(squares)))

# a buffered channel: put! waits only when full; the taker wakes the putter
c = Channel{String}(2)
t = @async begin
    for w in ("a", "b", "c", "d")
        put!(c, w)
        println("  put ", w)
    end
    close(c)
    println("  closed")
end
println("ready before: ", isready(c))
yield()                          # the task fills the buffer and waits on the third put!
println("ready after: ", isready(c), " ", istaskdone(t))
for w in c
    println("took ", w)
end
wait(t)
println(istaskdone(t))

# put! converts to the channel's element type
cf = Channel{Float64}(Inf)
put!(cf, 1)
put!(cf, 2//1)
println(take!(cf), " ", take!(cf), " ", isready(cf))

# a closed channel: take! of what is left, then the error; put! errors
cc = Channel{Int}(4)
put!(cc, 10)
close(cc)
println(isopen(cc), " ", isready(cc), " ", take!(cc))
for op in (() -> take!(cc), () -> put!(cc, 1))
    try
        op()
    catch e
        print(typeof(e), " ", e.state, ": ")
        showerror(stdout, e)
        println()
    end
end

# close wakes a task waiting in take!: the error surfaces there
waiting = Channel{Int}(0)
taker = @async try
    take!(waiting)
catch e
    println("taker: ", e)
    -1
end
yield()
close(waiting)
println("fetched ", fetch(taker))

# errors of the constructor
try
    Channel{Int}(-1)
catch e
    showerror(stdout, e)
    println()
end

# many producers into one channel, a consumer summing
results = Channel{Int}(32)
@sync for k in 1:4
    @async for j in 1:5
        put!(results, 100k + j)
        j == 3 && yield()
    end
end
close(results)
vals = collect(results)
println(length(vals), " ", sum(vals), " ", vals[1:6])
