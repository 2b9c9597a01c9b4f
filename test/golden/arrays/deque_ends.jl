# pushfirst!/popfirst! are amortised O(1), as push!/pop! are: a vector used
# as a queue from both ends. (Shifting the elements at each call would take
# minutes for the 400,000 calls of queue_test, past the test's time limit.)
function queue_test(n)
    q = Int[]
    s = 0
    for i in 1:n
        pushfirst!(q, i)
        if i % 3 == 0
            s += popfirst!(q) - pop!(q)
        end
    end
    return s, length(q), q[1], q[end]
end

# with elements that are pointers, alternating ends
function deque(n)
    q = String[]
    for i in 1:n
        push!(q, string(i))
        pushfirst!(q, string(-i))
    end
    t = 0
    while length(q) > 2
        t += parse(Int, popfirst!(q)) + parse(Int, pop!(q))
    end
    return t, q
end

function main()
    println(queue_test(10))
    println(queue_test(300_000))
    println(deque(1000))
    v = [1, 2, 3]
    pushfirst!(v, -1, 0)
    prepend!(v, [-3, -2])
    println(v)
    deleteat!(v, 1:2)
    println(popfirst!(v), " ", v)
    insert!(v, 1, 100)
    deleteat!(v, 1)
    push!(v, 4)
    println(v, " ", length(v))
    while !isempty(v)
        popfirst!(v)
    end
    pushfirst!(v, 7)
    println(v)
end
main()
