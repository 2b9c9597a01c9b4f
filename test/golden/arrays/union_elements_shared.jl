# Any that stands for the union of the types stored in it shares that
# union's element helpers (one set of them in the C).
function main()
    a = Vector{Any}(undef, 2)
    a[1] = 1; a[2] = 2.5
    b = Vector{Union{Int64, Float64}}(undef, 2)
    b[1] = 3; b[2] = 4.5
    println(a, " ", b, " ", isassigned(Vector{Any}(undef, 1), 1))
end
main()
