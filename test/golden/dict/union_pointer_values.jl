# Values of one-word unions (Union{Nothing, T}, Union{Missing, String}: a
# pointer, or a static object's address for the singleton) in a Vector and
# as a Dict's values.
mutable struct Node
    key::Int
    left::Union{Nothing, Node}
end

function main()
    root = Node(50, Node(20, nothing))
    # Union{Missing, String} in a Vector
    v = Union{Missing, String}["a", missing, "c"]
    push!(v, missing)
    push!(v, "e")
    println(v)
    println(count(ismissing, v), " ", join(skipmissing(v), "+"), " ", coalesce(v[2], "?"), " ", v[3])
    println(v[2] === missing, " ", ismissing(v[1]), " ", isequal(v[2], missing))

    # a Dict holding such values
    d = Dict{String, Union{Nothing, Node}}()
    d["root"] = root
    d["none"] = nothing
    d["leaf"] = root.left
    for k in sort!(collect(keys(d)))
        x = d[k]
        println(k, " => ", x === nothing ? "nothing" : x.key)
    end
    println(get(d, "absent", Node(0, nothing)).key, " ", get(d, "none", Node(0, nothing)) === nothing, " ", haskey(d, "none"))
    d2 = Dict{Int, Union{Missing, String}}(1 => "one", 2 => missing)
    println(d2[1], " ", d2[2], " ", ismissing(d2[2]), " ", length(d2))
end
main()
