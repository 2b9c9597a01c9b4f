# Old objects written with new values, as a generational collector must see
# them (runtime/gc.c, generations): each container below is made first and
# survives many collections, then receives objects made later, which live
# only through it. Every check is computed two ways. test/cli/gc_generations.sh
# runs this with a small nursery and the collector's card checks on.
mutable struct Holder
    any::Any
    name::String
    maybe::Union{Nothing, Vector{Int}}
end

churn(n) = sum(length(string(i)) for i in 1:n)   # garbage, so that collections come

function main()
    n = 3000
    h = Holder(nothing, "", nothing)
    names = Vector{String}(undef, 1000)            # more than 2 KB: a large object
    grown = String[]
    front = String[]
    pairs = Tuple{String, Int}[]
    d = Dict{String, Vector{Int}}()
    r = Ref{Any}(0)
    counter = Any[0]
    bump() = (counter[1] = string(counter[1]::Union{Int, String}) * "x"; nothing)
    io = IOBuffer()
    total = big(0)
    churn(20000)
    for i in 1:n
        h.any = [i, i + 1]
        h.name = string(i)
        h.maybe = isodd(i) ? [i] : nothing
        names[mod1(i * 7, 1000)] = string("n", i)
        push!(grown, string(i))
        i % 3 == 0 && pushfirst!(front, string(i))
        push!(pairs, (string(i), i))
        push!(get!(d, string(i % 97), Int[]), i)
        r[] = string(i)
        i % 100 == 0 && bump()
        print(io, i, ',')
        total += big(i)^2
        i % 50 == 0 && churn(200)
    end
    GC.gc(false)                                   # a minor collection, then a full one
    GC.gc()
    println(h.any == [n, n + 1], " ", h.name == string(n), " ", h.maybe === nothing)
    println(all(names[mod1(i * 7, 1000)] == string("n", i) for i in n-999:n))
    println(length(grown), " ", all(grown[i] == string(i) for i in 1:n))
    println(length(front), " ", front[1], " ", front[end])
    println(all(pairs[i] == (string(i), i) for i in 1:n))
    println(length(d), " ", sum(sum, values(d)) == n * (n + 1) ÷ 2, " ", d["5"][end])
    println(r[], " ", length(counter[1]::String))
    s = String(take!(io))
    println(length(s), " ", s == join(1:n, ',') * ",")
    println(total == big(n) * (n + 1) * (2n + 1) ÷ 6)
end
main()
