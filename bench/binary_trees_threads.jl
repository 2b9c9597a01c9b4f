# binary_trees.jl with each depth's batch of trees split among the threads
# (Threads.@threads over the batch, the checks summed into an atomic
# counter), as the fastest threaded Julia programs of the Benchmarks Game
# do: every thread makes and checks trees of the same size, and collections
# run with all of them stopped.
const MAXDEPTH = 16 # QUICK=10

struct Node
    left::Union{Node, Nothing}
    right::Union{Node, Nothing}
end

make(d::Int) = d == 0 ? Node(nothing, nothing) : Node(make(d - 1), make(d - 1))

function check(n::Node)
    l = n.left
    r = n.right
    return 1 + (l === nothing ? 0 : check(l)) + (r === nothing ? 0 : check(r))
end

function main()
    maxdepth = MAXDEPTH
    long_lived = make(maxdepth)
    for d in 4:2:maxdepth
        iters = 1 << (maxdepth - d + 4)
        c = Threads.Atomic{Int}(0)
        Threads.@threads for i in 1:iters
            Threads.atomic_add!(c, check(make(d)))
        end
        println(iters, " trees of depth ", d, " check: ", c[])
    end
    GC.gc()
    println("long lived tree of depth ", maxdepth, " check: ", check(long_lived))
end
