# Errors raised inside the runtime, and by the generated code's own checks,
# are caught by try/catch like errors thrown from Julia code.
struct Pt
    x::Int
end

function report(e)
    print(typeof(e), ": ")
    showerror(stdout, e)
    println()
end

index(t, i) = t[i]
pick(n) = n > 0 ? 1 : true
pickf(n) = n > 0 ? 1.5 : 2

function main(args)
    try
        index((1, 2, 3), 5)             # a run-time index into a tuple
    catch e
        report(e)
    end
    try
        open("/dev/null", "r") do io    # writing to a stream opened for reading
            print(io, "x")
        end
    catch e
        report(e)
    end
    io = open("/dev/full", "w")
    print(io, "lost")
    try
        flush(io)                       # the write fails: the device is full
    catch e
        report(e)
        println(e isa SystemError)
    end
    print(io, "lost again")
    try
        close(io)
    catch e
        report(e)
    end
    try
        v = pick(length(args) + 1)      # Union{Int64, Bool}, an Int64 here
        if v
            println("not reached")
        end
    catch e
        report(e)
    end
    try
        x = pickf(1)::Int
        println(x)
    catch e
        report(e)
    end
    try
        v = Vector{Int64}(undef, 2^50)  # 8 PB
        println(length(v))
    catch e
        report(e)
    end
    println("done")
end
main(String[])
