# Union{Nothing, T} of a T held as a pointer is held as one pointer word:
# nothing is a value of its own, distinct from #undef (an element or field
# not assigned yet).
mutable struct Node
    key::Int
    left::Union{Nothing, Node}
    right::Union{Nothing, Node}
end
Node(k::Int) = Node(k, nothing, nothing)

function add!(t::Node, k::Int)
    if k < t.key
        t.left === nothing ? (t.left = Node(k)) : add!(t.left, k)
    else
        t.right === nothing ? (t.right = Node(k)) : add!(t.right, k)
    end
    return t
end

function inorder!(out::Vector{Int}, t::Union{Nothing, Node})
    t === nothing && return out
    inorder!(out, t.left)
    push!(out, t.key)
    inorder!(out, t.right)
end

depth(t::Nothing) = 0
depth(t::Node) = 1 + max(depth(t.left), depth(t.right))

function leftmost(t::Node)
    while !isnothing(t.left)
        t = something(t.left)
    end
    return t
end

mutable struct Lazy
    next::Union{Nothing, Lazy}
    Lazy() = new()
    Lazy(n) = new(n)
end

function main()
    root = Node(50)
    for k in (30, 70, 20, 40, 60, 80, 35)
        add!(root, k)
    end
    println(inorder!(Int[], root))
    println(depth(root), " ", leftmost(root).key)
    println(Node(1))
    println(Node(2, Node(1), nothing))
    # mutation: detach a subtree, then put it back
    sub = root.left
    root.left = nothing
    println(root.left === nothing, " ", isnothing(root.right), " ", inorder!(Int[], root))
    root.left = sub
    println(root.left === sub, " ", root.left === root.right, " ", length(inorder!(Int[], root)))
    println(something(root.left.left.left, Node(-1)).key, " ", something(nothing, root).key)

    # #undef is not nothing
    u = Vector{Union{Nothing, Node}}(undef, 2)
    println(isassigned(u, 1), " ", isassigned(u, 2))
    try
        u[1]
    catch e
        println(e)
    end
    u[1] = nothing
    println(isassigned(u, 1), " ", isassigned(u, 2), " ", u[1] === nothing)
    println(u)
    u[2] = Node(9)
    println(u[2].key, " ", u)
    l = Lazy()
    println(isdefined(l, :next))
    try
        l.next
    catch e
        println(e)
    end
    println(l)
    l.next = nothing
    println(isdefined(l, :next), " ", l.next === nothing, " ", l)
    println(Lazy(Lazy(nothing)))
end
main()
