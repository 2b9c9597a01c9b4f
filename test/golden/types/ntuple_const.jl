sq(i) = i * i
function main()
    println(ntuple(sq, 4))
    println(ntuple(i -> 2i, Val(3)))
    println(ntuple(i -> "x$i", 2))
    println(ntuple(identity, 0))
    t = (10, "a", 2.5)
    println(t[2], " ", t[end], " ", typeof(t[1]))
end
function g()
    t = (10, "a", 2.5)
    x = t[end]
    println(x + 1.0)
    a, b = t[1], t[length(t) - 1]
    println(a + 1, b * "b")
end
g()
