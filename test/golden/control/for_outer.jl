# for outer i: the loop assigns the enclosing local, which keeps the last value
function outer_test()
    i = 0
    for outer i in 1:3
    end
    i
end
println(outer_test())
function outer_break(v)
    local k
    for outer k in eachindex(v)
        v[k] > 2 && break
    end
    k
end
println(outer_break([1, 5, 2]))
