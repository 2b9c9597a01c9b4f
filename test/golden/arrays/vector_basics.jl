v = [1, 2, 3]
push!(v, 10)
println(v, " ", length(v), " ", sum(v), " ", v[end])
v[2] += 5
println(v)
w = zeros(3)
w[1] = 1.5
println(w)
s = ["a", "b"]
for x in s
    print(x, ";")
end
println()
println(typeof(v), " ", typeof(s))
function qs!(a::Vector{Float64}, lo::Int, hi::Int)
    i, j = lo, hi
    p = a[div(lo + hi, 2)]
    while i <= j
        while a[i] < p; i += 1; end
        while a[j] > p; j -= 1; end
        if i <= j
            a[i], a[j] = a[j], a[i]
            i += 1; j -= 1
        end
    end
    lo < j && qs!(a, lo, j)
    i < hi && qs!(a, i, hi)
    return a
end
println(qs!([3.0, 1.0, 2.0, 5.0, 4.0], 1, 5))
println(v[7])
