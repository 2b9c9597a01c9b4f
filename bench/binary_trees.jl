# Binary trees (allocation-heavy): millions of short-lived nodes, heap-stored
# since the type contains itself; the collector against malloc/free (C twin).
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
        c = 0
        for i in 1:iters
            c += check(make(d))
        end
        println(iters, " trees of depth ", d, " check: ", c)
    end
    GC.gc()
    println("long lived tree of depth ", maxdepth, " check: ", check(long_lived))
end
