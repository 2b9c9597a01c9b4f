# One-word unions (Union{Nothing, T}, Union{Missing, String}) hold pointers
# the collector must follow: a long list and a vector of strings survive
# collections while much garbage is made around them.
mutable struct Item
    id::Int
    name::Union{Nothing, String}
    next::Union{Nothing, Item}
end

function build(n::Int)
    head = nothing
    for i in 1:n
        head = Item(i, iseven(i) ? string("item", i) : nothing, head)
    end
    return head
end

function summary(l::Union{Nothing, Item})
    count, named, chars = 0, 0, 0
    while l !== nothing
        count += 1
        if l.name !== nothing
            named += 1
            chars += length(l.name)
        end
        l = l.next
    end
    return (count, named, chars)
end

function main()
    list = build(2000)
    labels = Union{Missing, String}[]
    for i in 1:600
        push!(labels, i % 3 == 0 ? missing : repeat("x", i % 7))
        build(10)                       # garbage
    end
    GC.gc()
    println(summary(list))
    println(count(ismissing, labels), " ", sum(length, skipmissing(labels)))
    # cut the list in half: the rest becomes garbage
    l = list
    for _ in 1:999
        l = l.next
    end
    l.next = nothing
    GC.gc()
    println(summary(list))
    println(labels[1:4])
end
main()
