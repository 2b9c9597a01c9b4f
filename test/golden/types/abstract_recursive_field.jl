# An immutable struct whose fields have an abstract type that it is itself a
# subtype of: the tree must be stored on the heap (it contains itself through
# the abstract field), and dispatch on the field picks the subtype's method.
abstract type Tree end
struct Leaf <: Tree end
struct Fork <: Tree
    left::Tree
    right::Tree
end

build(d::Int) = d == 0 ? Fork(Leaf(), Leaf()) : Fork(build(d - 1), Leaf())

nodes(::Leaf) = 0
nodes(t::Fork) = 1 + nodes(t.left) + nodes(t.right)

depth(::Leaf) = 0
depth(t::Fork) = 1 + max(depth(t.left), depth(t.right))

t = build(5)
println(nodes(t), " ", depth(t))
println(t.right)
println(t.left.right isa Leaf, " ", t.left isa Fork)
