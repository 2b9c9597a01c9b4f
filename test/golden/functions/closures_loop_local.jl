# A variable assigned once in a loop body and captured by a closure made
# after the assignment is a new variable each time round (Julia's scoping):
# each closure keeps its own value.  One declared outside the loop is shared.
function per_iteration()
    fs = Function[]
    for i in 1:3
        r = 10i
        push!(fs, () -> r)
    end
    return [f() for f in fs]
end

function shared()
    fs = Function[]
    local r
    for i in 1:3
        r = 10i
        push!(fs, () -> r)
    end
    return [f() for f in fs]
end

function in_branch(c)
    if c
        r = 5
        g = () -> r + 1
        return g()
    end
    return 0
end

function assigned_in_branch(c)
    if c
        r = 5
    end
    g = () -> (@isdefined(r) ? r : -1)
    return g()
end

# the closure is made on every draw: findfirst with a predicate on a local
function first_above(xs::Vector{Float64}, limits::Vector{Float64})
    out = Int[]
    for x in xs
        r = 2x
        k = findfirst(c -> r < c, limits)
        push!(out, k === nothing ? 0 : k)
    end
    return out
end

println(per_iteration())
println(shared())
println(in_branch(true), " ", in_branch(false))
println(assigned_in_branch(true), " ", assigned_in_branch(false))
println(first_above([0.1, 0.3, 0.9], [0.5, 1.0, 1.5]))
