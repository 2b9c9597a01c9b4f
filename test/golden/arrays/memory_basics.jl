# Memory{T} (Julia 1.11): a fixed-length DenseVector whose elements are
# stored inline, the storage under every Array.
function main()
    m = Memory{Int}(undef, 3)
    println(typeof(m), " ", length(m), " ", size(m), " ", eltype(m))
    println(m isa DenseVector{Int64}, " ", m isa AbstractVector, " ", m isa Vector)
    fill!(m, 7)
    m[2] = 5
    m[3] = 0x02                       # converted to the element type
    println(m, " ", m[1] + m[2] + m[3], " ", sum(m), " ", maximum(m))
    for x in m
        print(x, ";")
    end
    println()
    c = copy(m)
    c[1] = 100
    println(c, " ", m, " ", typeof(c))
    println(firstindex(m), " ", lastindex(m), " ", isempty(m), " ", isempty(Memory{Int}(undef, 0)))

    f = Memory{Float64}(undef, 2)
    fill!(f, 1)                      # fill! converts too
    println(f)
    b = Memory{Int8}(undef, 2)
    fill!(b, 3)
    println(b, " ", Memory{Any}(undef, 0), " ", Memory{String}(undef, 0))

    # elements held as pointers are #undef until assigned
    s = Memory{String}(undef, 3)
    s[2] = "two"
    println(isassigned(s, 1), " ", isassigned(s, 2), " ", isassigned(s, 4))
    try
        println(s[1])
    catch e
        println(e)
    end
    t = copy(s)
    println(isassigned(t, 1), " ", t[2])

    # BoundsError names the Memory as Julia does
    for i in (0, 4)
        try
            m[i]
        catch e
            showerror(stdout, e)
            println()
        end
    end
    try
        m[4] = 1
    catch e
        showerror(stdout, e)
        println()
    end

    # under @inbounds the check is gone (an index in range here)
    acc = 0
    @inbounds for i in 1:length(m)
        acc += m[i]
    end
    println(acc)

    # constructed from a vector (a copy), compared with vectors, collected
    g = Memory{Float64}([1, 2, 3])
    println(g, " ", g == [1.0, 2.0, 3.0], " ", [1, 2] == Memory{Int}([1, 3]), " ", collect(g), " ", similar(g, 2) isa Memory{Float64})
    println(isequal(Memory{Union{Missing, Int}}([missing]), [missing]), " ", Memory{Union{Missing, Int}}([missing]) == [missing])

    # a Memory of structs, and one of a union of isbits types
    p = Memory{Tuple{Int, Float64}}(undef, 2)
    fill!(p, (1, 2.5))
    println(p)
    u = Memory{Union{Int64, Missing}}(undef, 4)
    fill!(u, missing)
    u[2] = 4
    u[4] = -1
    println(u, " ", sum(skipmissing(u)), " ", count(ismissing, u))
end
main()
