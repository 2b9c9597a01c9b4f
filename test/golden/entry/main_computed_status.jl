# The integer returned by `main` becomes the exit status.
function count_evens(n)
    c = 0
    for i in 1:n
        if iseven(i)
            c += 1
        end
    end
    return c
end

function (@main)(args)
    c = count_evens(9)
    println("evens: ", c)
    return c
end
