# @time, @showtime, @timed, @elapsed, @allocated and @allocations: the
# expression runs in place (an assignment in it assigns), its value is
# returned, the line goes to stdout; the counts are checked, not printed
# (Julia's differ with its memory layout).
function work(n)
    v = zeros(n)
    for i in 1:n
        v[i] = i
    end
    return sum(v)
end

function main()
    x = @time 1 + 2
    println(x)
    @time "label" y = 7
    println(y)
    @showtime 1 + 2
    for i in 1:2
        @time i sum(1:i)
    end
    @time GC.gc()
    r = @timed work(1000)
    println(r.value, " ", r.bytes >= 8000, " ", r.time >= 0, " ", r.gctime >= 0, " ", Base.gc_alloc_count(r.gcstats) >= 1)
    println(keys(r))
    println(@allocated(work(1000)) >= 8000, " ", @allocated(1 + 2), " ", @allocations(work(1000)) >= 1)
    t = @elapsed sleep(0.02)
    println(0.02 <= t < 2)
end
main()
