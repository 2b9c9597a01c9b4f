# An element held as a pointer (a String, a mutable struct, an array, Any)
# is #undef until assigned: reading it throws UndefRefError, also under
# @inbounds and while iterating; isassigned tells; copying, slicing,
# insert! and deleteat! move #undef elements as they are; show and display
# print #undef, as Julia does.
mutable struct M
    a::Int
end

function try_print(f)
    try
        println(f())
    catch e
        println(e)
    end
end

function main()
    for v in (Vector{String}(undef, 2), Vector{M}(undef, 1), Vector{Vector{Int}}(undef, 1), Vector{Any}(undef, 1))
        try_print(() -> v[1])
    end
    v = Vector{String}(undef, 3)
    v[2] = "b"
    println(isassigned(v, 1), " ", isassigned(v, 2), " ", isassigned(v, 4), " ", isassigned(zeros(2), 2))
    w = copy(v)
    println(w[2], " ", length(w), " ", w)
    println(v[2:3])
    insert!(v, 1, "z")
    deleteat!(v, 2)
    println(v)
    try_print(() -> v[3])
    try_print(() -> @inbounds v[3])
    try
        for x in v
            print(x, " ")
        end
    catch e
        println(e)
    end
    resize!(v, 4)
    v[4] = "end"
    display(v)
    n = Vector{Int}(undef, 2)                  # plain bits: no #undef to find
    println(isassigned(n, 1))
end
main()
