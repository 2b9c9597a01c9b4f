# A `main` returning `nothing` exits with status 0.
function report(x)
    println("value: ", x)
end

function (@main)(args)
    report(1)
    report(2.5)
    return nothing
end
