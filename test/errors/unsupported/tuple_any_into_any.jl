# A Tuple{Int64, Any} stored where any value goes has no concrete type to
# be held as (each value would be a Tuple{Int64, T} for every T Any holds)
function main()
    t = Tuple{Int64, Any}[(1, nothing), (2, 1.5)]
    a = Any[]
    push!(a, t[1])
    println(a)
end
main()
