# A one-word union (Union{Nothing, String}) joined into a wider, tagged one
# and narrowed back into it.
function widen(v, c)
    y = c ? v[1] : 5
    return y
end
function narrow(x::Union{Nothing, Int, String})
    x isa Int && return "int"
    return x
end
function main()
    v = Union{Nothing, String}["s", nothing]
    for c in (true, false)
        println(widen(v, c))
    end
    println(widen(reverse(v), true) === nothing)
    w = Union{Nothing, Int, String}[nothing, 3, "t"]
    r = Union{Nothing, String}[]
    for x in w
        push!(r, narrow(x))
    end
    println(r, " ", narrow(w[1]) === nothing)
end
main()
