# A linked list: a mutable struct whose field is a union naming the struct.
mutable struct Cell
    value::Int
    next::Union{Cell, Nothing}
end
function build(n::Int)
    head = nothing
    for i in 1:n
        head = Cell(i, head)
    end
    return head
end
function total(c)
    s = 0
    while c !== nothing
        s += c.value
        c = c.next
    end
    s
end
println(build(3) isa Cell)
println(total(build(10)))
