# Finalizers: f(x) runs once x is unreachable and the collector has run
# (GC.gc() here), and, at exit(), for every object still registered.
mutable struct Resource
    id::Int
end

mutable struct Counter
    n::Int
end
const finalized = Counter(0)
count_finalized(r::Resource) = (finalized.n += 1; nothing)
report(r::Resource) = println("finalizing resource ", r.id, " at exit")

function make_garbage(n)
    for i in 1:n
        finalizer(count_finalized, Resource(i))
    end
end

function main()
    kept = finalizer(report, Resource(7))
    make_garbage(100)
    println("before GC: ", finalized.n)
    GC.gc()
    # the collector scans the stack conservatively: a stale copy of the last
    # pointers made may keep an object or two alive for a while
    println("after GC: ", finalized.n >= 95 && finalized.n <= 100)
    println("still holding ", kept.id)
    exit(0)
end
main()
