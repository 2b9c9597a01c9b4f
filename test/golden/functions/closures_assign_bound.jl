# A closure that assigns a variable shares it through a box, also when the
# closure only assigns it, never reads it, and when a loop binds it.
function only_assigns()
    n = 0
    g = () -> (n = 5)
    g()
    n
end
println(only_assigns())

function loop_variable()
    fs = []
    for i in 1:3
        push!(fs, () -> (i += 10))
    end
    [g() for g in fs]
end
println(loop_variable())

function loop_variable_read()
    fs = []
    for i in 1:3
        push!(fs, () -> i)
        i += 100
    end
    [g() for g in fs]
end
println(loop_variable_read())
