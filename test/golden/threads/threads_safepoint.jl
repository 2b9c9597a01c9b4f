# A task that loops without allocating must not hold up a collection that
# another thread needs: the loop polls for it on its back edge (with 2 or 3
# threads the spinning task runs beside the allocating main thread; with
# one it runs only when fetched, after `done` is set).
using Base.Threads

done = Atomic{Bool}(false)
spinner = @spawn begin
    n = 0
    while !done[]
        n += 1
    end
    n >= 0
end

# recursion without a loop (2^40 calls unless `done` stops it) polls on
# entry to the function
wander(k::Int) = done[] ? 0 : k == 0 ? 1 : wander(k - 1) + wander(k - 1)
walker = @spawn wander(40) >= 0

total = 0
for i in 1:300_000
    v = [i, i + 1]          # collections, with the other threads running
    global total += v[2] - v[1]
end
done[] = true
println(fetch(spinner), " ", fetch(walker), " ", total)
