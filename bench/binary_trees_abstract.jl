# Binary trees with an abstract tree type and two concrete subtypes, the
# check dispatching on them: how the public Julia programs write it.
const MAXDEPTH = 16 # QUICK=10

abstract type Tree end
struct Empty <: Tree end
struct Node <: Tree
    left::Tree
    right::Tree
end

make(d::Int) = d == 0 ? Node(Empty(), Empty()) : Node(make(d - 1), make(d - 1))

check(::Empty) = 0
check(t::Node) = 1 + check(t.left) + check(t.right)

function binarytrees(n)
    stretch = n + 1
    println("stretch tree of depth ", stretch, "\t check: ", check(make(stretch)))
    long_lived = make(n)
    for d in 4:2:n
        iters = 1 << (n - d + 4)
        c = 0
        for _ in 1:iters
            c += check(make(d))
        end
        println(iters, "\t trees of depth ", d, "\t check: ", c)
    end
    println("long lived tree of depth ", n, "\t check: ", check(long_lived))
end

binarytrees(MAXDEPTH)
