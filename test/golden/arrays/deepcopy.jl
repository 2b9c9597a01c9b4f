# deepcopy: arrays, structs and Dicts, aliasing and cycles kept inside the copy
mutable struct Node
    val::Int64
    next::Union{Node, Nothing}
end
struct Pt
    x::Int64
    tags::Vector{String}
end
mutable struct Box
    items::Vector{Int64}
    other::Vector{Int64}
end
a = [1, 2, 3]
b = deepcopy(a)
b[1] = 100
println(a, " ", b)
v = [[1, 2], [3]]
w = deepcopy(v)
w[1][1] = 9
println(v, " ", w)
x = [1, 2]
pair = [x, x]
c = deepcopy(pair)
c[1][1] = 50
println(c, " ", c[1] === c[2], " ", pair, " ", c[1] === x)
n = Node(1, nothing)
n.next = Node(2, n)
m = deepcopy(n)
m.val = 10
println(n.val, " ", m.val, " ", m.next.next === m, " ", m.next === n.next, " ", m.next.val)
p = Pt(1, ["a"])
q = deepcopy(p)
push!(q.tags, "b")
println(p.tags, " ", q.tags, " ", q.x)
shared = [7]
bx = Box(shared, shared)
by = deepcopy(bx)
push!(by.items, 8)
println(bx.items, " ", by.other, " ", by.items === by.other)
d = Dict("a" => [1], "b" => [2])
e = deepcopy(d)
push!(e["a"], 5)
println(d["a"], " ", e["a"], " ", length(e))
println(deepcopy(1.5), " ", deepcopy("s"), " ", deepcopy((1, [2])), " ", deepcopy(:sym))
grid = reshape([[i] for i in 1:8], 2, 2, 2)
g2 = deepcopy(grid)
g2[2, 2, 2][1] = 0
println(grid[2, 2, 2], " ", g2[2, 2, 2], " ", size(g2))
