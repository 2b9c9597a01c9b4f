# Tuples with a field of type Any: the values stored there join Any's values
# (they used to be dropped: the field read as #undef, or printed forever), a
# tuple out of range throws a BoundsError holding it, and a struct with an
# Any field held in Any (a value holding itself) is boxed.
f(i) = i == 1 ? (i, nothing) : (i, 1.0)

struct W
    x::Any
end

function main()
    v = [f(i) for i in 1:2]
    println(typeof(v), " ", v)
    t = Tuple{Int64, Any}[(1, nothing), (2, 1.5), (3, "s"), (4, (5, 6))]
    for x in t
        println(x, " ", x[2])
    end
    try
        t[1][3]
    catch e
        println("caught ", e)
    end
    a = Any[W(1), W(W(2.5)), "s", W((1, W(nothing)))]
    GC.gc()
    println(a, " ", (a[2]::W).x, " ", a[2] === W(W(2.5)))
end
main()
