# new() with fewer fields than the struct: reading one it left out throws UndefRefError
mutable struct Node
    value::Int
    next::Node
    name::String
    Node(v) = new(v)
    Node(v, n) = new(v, n, "linked")
end
n = Node(1)
println(n.value)
try
    n.next
catch e
    println(e)
end
try
    println(n.name)
catch e
    println(typeof(e))
end
n.next = Node(2)
println(n.next.value)
m = Node(3, n)
println(m.name, " ", m.next.next.value)
n.name = "first"
println(n.name)
println(m.next.next.next.value)
