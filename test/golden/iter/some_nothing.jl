# Some, something, isnothing: optional values.
println(something(nothing, 2), " ", something(1, 2), " ", something(nothing, nothing, "c"))
println(something(Some(nothing), 1) === nothing, " ", something(Some(4)), " ", something(Some(2), 3))
println(Some(3), " ", Some("s"), " ", Some(nothing), " ", typeof(Some(1.5)))
println(isnothing(nothing), " ", isnothing(0), " ", isnothing(Some(nothing)))
println(something(missing, 1) === missing, " ", coalesce(missing, nothing, 3) === nothing)
function find_even(v)
    for x in v
        iseven(x) && return x
    end
    return nothing
end
r = find_even([1, 3, 4, 6])
println(r, " ", something(find_even([1, 3]), -1), " ", isnothing(find_even(Int[])))
lookup(d, k) = haskey(d, k) ? Some(d[k]) : nothing
d = Dict("a" => nothing, "b" => 2)
for k in ("a", "b", "c")
    s = lookup(d, k)
    if s === nothing
        println(k, ": absent")
    else
        println(k, ": ", something(s))
    end
end
println(findfirst(==(9), [1, 2]) === nothing, " ", something(findfirst(==(2), [1, 2]), 0))
println(Some(1) == Some(1), " ", Some(1).value)
