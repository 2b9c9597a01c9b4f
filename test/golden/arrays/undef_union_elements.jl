# Elements Julia holds as pointers are #undef until assigned, also where jlc
# holds them as a tag and a value (a Vector{Any} of the types the program
# stores in it, a Union with a non-isbits member): reading one throws
# UndefRefError, isassigned tells, copies and moves keep #undef, and show
# prints it.
function try_print(f)
    try
        println(f())
    catch e
        println(e)
    end
end

function main()
    v = Vector{Any}(undef, 3)
    v[2] = 1
    v[3] = "s"
    println(isassigned(v, 1), " ", isassigned(v, 2), " ", isassigned(v, 3))
    try_print(() -> v[1])
    try_print(() -> @inbounds v[1])
    println(v, " ", v[2] + 1, " ", v[3] * "!")
    c = copy(v)
    insert!(c, 2, 2.5)
    println(c, " ", length(c))
    deleteat!(c, 1)
    println(c)
    resize!(c, 4)
    println(c, " ", isassigned(c, 4))
    pushfirst!(c, :x)
    println(c)

    # numbers only: the tag and value of each, no pointer among them
    n = Vector{Any}(undef, 2)
    n[1] = 1.5
    println(n, " ", isassigned(n, 2))
    try_print(() -> n[2])
    n[2] = 7
    println(n, " ", n[2] isa Int)

    u = Vector{Union{Int64, String}}(undef, 2)
    u[2] = "two"
    println(u, " ", u[2])
    try_print(() -> u[1])
    try
        for x in u
            print(x, " ")
        end
    catch e
        println(e)
    end

    m = Memory{Any}(undef, 2)
    m[1] = 3
    m[2] = "x"
    println(m, " ", isassigned(Memory{Any}(undef, 1), 1))
end
main()
