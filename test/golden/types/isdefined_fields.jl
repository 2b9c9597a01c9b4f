# isdefined on the fields of a mutable struct whose constructor's new()
# leaves some out, and how Julia shows such a value: #undef.
mutable struct Node
    val::Int
    next::Node
    Node(v) = new(v)
    Node(v, n) = new(v, n)
end
a = Node(1)
println(isdefined(a, :next), " ", isdefined(a, :val), " ", isdefined(a, 2), " ", isdefined(a, 1))
println(isdefined(a, :nope), " ", isdefined(a, 3), " ", isdefined(a, 0))
b = Node(2, a)
println(isdefined(b, :next), " ", b.next.val)
println(a)
show(b)
println()
a.next = b
println(isdefined(a, :next), " ", a.next.val)

mutable struct Lazy
    name::String
    data::Vector{Int}
    Lazy(name) = new(name)
end
z = Lazy("z")
println(isdefined(z, :name), " ", isdefined(z, :data))
println(z)
z.data = [1, 2]
println(z.data, " ", isdefined(z, :data))
try
    Lazy("w").data
catch err
    println(typeof(err))
end

# a bits field always holds a value (whatever its memory held)
mutable struct Cell
    v::Int
    Cell() = new()
end
println(isdefined(Cell(), :v))

struct Point
    x::Int
    y::Float64
end
p = Point(1, 2.5)
println(isdefined(p, :x), " ", isdefined(p, :z), " ", isdefined(p, 2))
