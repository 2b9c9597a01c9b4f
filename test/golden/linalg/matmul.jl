# Products as Julia's LinearAlgebra docs show them, and the blocked Float64
# kernel checked against the triple loop on sizes with ragged edges.
println([1 1; 0 1] * [1 0; 1 1])
a = [1 2; 3 4]
println(a * [1, 1])
println(transpose(a), " ", a')
println(a' * a, " ", transpose(a) * a)
x = [1.0, 2.0, 3.0]
println(x' * x, " ", x * x')
println(x' * [1 0; 0 1; 1 1])

function naive(f, g)
    q = zeros(size(f, 1), size(g, 2))
    for i in 1:size(f, 1), j in 1:size(g, 2), k in 1:size(f, 2)
        q[i, j] += f[i, k] * g[k, j]
    end
    return q
end
for (m, k, n) in ((1, 1, 1), (7, 3, 5), (9, 13, 6), (130, 260, 17), (17, 300, 131))
    f = [Float64((i * 7 + j * 3) % 11 - 5) for i in 1:m, j in 1:k]
    g = [Float64((i * 5 + j) % 9 - 4) for i in 1:k, j in 1:n]
    println((m, k, n), " ", f * g == naive(f, g), " ", transpose(g) * transpose(f) == transpose(naive(f, g)),
            " ", f' * f == naive(collect(f'), f))
end
b = [1.0 2.0; 3.0 4.0]
c = [1.0 2.0; 3.0 4.0]
using LinearAlgebra
mul!(c, b, [1.0 1.0; 1.0 1.0], 100.0, 10.0)
println(c)
y = zeros(2)
println(mul!(y, b, [1.0, 1.0]) === y, " ", y)
try
    [1 2 3; 4 5 6] * [1 2; 3 4]
catch e
    println(sprint(showerror, e))
end
