function main()
    nt = (a = 1, b = "x")
    println(nt)
    println(typeof(nt))
    println(nt.a, " ", nt.b)
    println(nt[1], " ", nt[:b])
    println(length(nt), " ", keys(nt), " ", values(nt))
    for v in nt
        println(v)
    end
    a = 3.5
    b = 'q'
    println((; a, b))
    println((; a, c = 2))
    println((x = 1,))
    (; a, b) = nt
    println(a, " ", b)
    println(NamedTuple())
    println(haskey(nt, :a), " ", haskey(nt, :z))
    println(nt == (a = 1, b = "x"), " ", nt == (a = 2, b = "x"), " ", nt == (b = 1, a = "x"))
    show(nt); println()
    println(repr((p = (q = 1,),)))
    t = NamedTuple{(:u, :v)}((1, 2.0))
    println(t)
end
