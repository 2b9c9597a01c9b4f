mutable struct B; x::Float64; end
b = B(1.0)
b.x -= 0.25
b.x *= 2
println(b.x)
m = zeros(Int, 2, 3)
m[end, end] = 7
println(m, " ", m[2, end])
println(collect(1:4), " ", zeros(Int, 3))
