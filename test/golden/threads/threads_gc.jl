# Collections while every thread allocates: lists and trees made on all
# threads survive collections marked in parallel (one marker per thread:
# the one collecting and helpers), short-lived trees die among them, and a
# large array of strings is scanned too; each iteration also collects
# while the other threads run. Sized for test/cli/threads.sh, which runs it
# with a collection at every allocation too. Every count is known in closed
# form: 2^11 - 1 nodes; 8 * 20 trees of 2^6 - 1 nodes; the sum over k of
# k * (1 + ... + 1000) = 36 * 500500.
struct Node
    left::Union{Node, Nothing}
    right::Union{Node, Nothing}
end

make(d::Int) = d == 0 ? Node(nothing, nothing) : Node(make(d - 1), make(d - 1))
count_nodes(n::Node) = 1 + (n.left === nothing ? 0 : count_nodes(n.left)) + (n.right === nothing ? 0 : count_nodes(n.right))

mutable struct Cell
    value::Int
    next::Union{Cell, Nothing}
end

function list_sum(cell::Union{Cell, Nothing})
    s = 0
    while cell !== nothing
        s += cell.value
        cell = cell.next
    end
    return s
end

function main()
    keep = make(10)
    lists = Vector{Union{Cell, Nothing}}(nothing, 8)
    counts = zeros(Int, 8)
    Threads.@threads for k in 1:8
        head = nothing
        for i in 1:1000
            head = Cell(k * i, head)
        end
        lists[k] = head
        GC.gc()
        c = 0
        for _ in 1:20
            c += count_nodes(make(5))
        end
        counts[k] = c
    end
    big = [string(i) for i in 1:500]
    GC.gc()
    println(count_nodes(keep))
    println(sum(counts))
    println(sum(list_sum(lists[k]) for k in 1:8))
    println(length(big), " ", big[1], " ", big[end])
end

main()
