# binary_trees.jl with the depths' batches of trees made and checked on
# several threads (Threads.@threads over the depths, as the Benchmarks Game's
# threaded Julia program does), printed in order afterwards.
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
    depths = collect(4:2:maxdepth)
    checks = zeros(Int, length(depths))
    Threads.@threads :dynamic for k in eachindex(depths)
        d = depths[k]
        iters = 1 << (maxdepth - d + 4)
        c = 0
        for i in 1:iters
            c += check(make(d))
        end
        checks[k] = c
    end
    for (k, d) in enumerate(depths)
        println(1 << (maxdepth - d + 4), " trees of depth ", d, " check: ", checks[k])
    end
    GC.gc()
    println("long lived tree of depth ", maxdepth, " check: ", check(long_lived))
end
