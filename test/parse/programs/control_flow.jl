function collatz(n::Int)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    return steps
end

function classify(x)
    if x isa Integer && x < 0
        :negative
    elseif 0 <= x < 10
        :small
    else
        :large
    end
end

function safe_div(a, b)
    try
        a ÷ b
    catch e
        e isa DivideError || rethrow()
        nothing
    else
        println("ok")
    finally
        println("done")
    end
end

let acc = 0, k = 1
    for (i, x) in enumerate([3, 1, 4]), y ∈ 1:x
        i == 2 && continue
        acc += x * y
        acc > 100 && break
    end
    global result = acc
end

function search(xs, target)
    for i in eachindex(xs)
        xs[i] == target && @goto found
    end
    return nothing
    @label found
    return target
end

a, b = 1, 2
a, b = b, a
x::Int = 3
local_sum = begin
    local t = 0
    t += x
end
