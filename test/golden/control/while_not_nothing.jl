# `while x !== nothing` / `while !isnothing(x)` narrow a variable reassigned in
# the loop body (a linked-list walk), and `if x === nothing ... else` narrows a
# field read into a local.
mutable struct LNode{T}
    val::T
    next::Union{Nothing, LNode{T}}
end
function build(n)
    head = nothing
    for i in n:-1:1
        head = LNode{Int}(i, head)
    end
    head
end
function walk(head)
    s = 0
    node = head
    while node !== nothing
        s += node.val
        node = node.next
    end
    return s, node
end
function walk2(list)
    node = list
    count = 0
    while !isnothing(node)
        node.val > 3 && break
        count += 1
        node = node.next
    end
    count
end
function find_last(list::LNode)
    cur = list
    nxt = cur.next
    while nxt !== nothing
        cur = nxt
        nxt = cur.next
    end
    cur.val
end
function describe(n::LNode)
    nx = n.next
    if nx === nothing
        "end at $(n.val)"
    else
        "$(n.val) then $(nx.val)"
    end
end
function describe2(n::LNode)
    nx = n.next
    if isnothing(nx)
        return "last"
    end
    return string(nx.val)
end
l = build(5)
println(walk(l))
println(walk(nothing))
println(walk2(l))
println(find_last(l))
println(describe(l), "; ", describe(LNode{Int}(7, nothing)))
println(describe2(l), " ", describe2(LNode{Int}(7, nothing)))
d = Dict(1 => "a")
function lookup(d, k)
    r = get(d, k, nothing)
    r === nothing ? "none" : uppercase(r)
end
println(lookup(d, 1), lookup(d, 2))
function firstpos(v)
    i = findfirst(x -> x > 2, v)
    while i !== nothing && i < length(v)
        println("at ", i)
        i = findnext(x -> x > 2, v, i + 1)
    end
    i
end
println(firstpos([1, 3, 5, 2, 7]))
# at top level, of globals
mutable struct Node
    val::Int
    next::Union{Nothing, Node}
end
head = Node(1, Node(2, Node(3, nothing)))
node = head
s = 0
while node !== nothing
    global s += node.val
    global node = node.next
end
println(s)
x = head.next
if x === nothing
    println("none")
else
    println(x.val)
end
