f(; kws...) = length(kws)
function g(x; scale = 1, kws...)
    println("x = ", x, ", scale = ", scale, ", others: ", length(kws))
    for (k, v) in kws
        println("  ", k, " => ", v)
    end
    println(haskey(kws, :color), " ", get(kws, :color, "none"))
    println(values(kws))
    println(keys(kws))
end
h(x; kws...) = g(x; kws...)
inner(; a = 0, b = 0) = a + 10b
outer(; kws...) = inner(; kws...)
function main()
    println(f())
    println(f(a = 1, b = 2))
    g(1)
    g(2; scale = 3, color = "red")
    g(3; width = 2.5, scale = 2)
    h(4; color = "blue", scale = 5)
    println(outer(a = 1, b = 2), " ", outer(b = 3), " ", outer())
    nt = (a = 5, b = 6)
    println(inner(; nt...))
    println(inner(; b = 1, (a = 2,)...))
end
