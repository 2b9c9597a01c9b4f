# a projectile sampled on float ranges: steps of a quarter second, positions by broadcasting
t = 0.0:0.25:2.0
println(t, " ", length(t), " ", step(t), " ", first(t), " ", last(t), " ", t[3], " ", t[end - 1])
height = 10 .+ 8 .* t .- 4 .* t .^ 2
println(height)
peak, at = findmax(height)
println(peak, " ", t[at], " ", argmin(height), " ", round.(height[2:3]; digits = 1))
grounded = findfirst(<=(10.0), height[2:end])
println(grounded, " ", t[grounded + 1])
u = range(0, 1; length = 5)
println(u, " ", collect(u), " ", u .* 4, " ", reverse(u))
lin = LinRange(-1.0, 1.0, 5)
println(lin, " ", collect(lin), " ", lin[2], " ", length(lin), " ", sum(lin))
println(collect(1.0:3.0), " ", 1.0:3.0, " ", range(2.0; step = -0.5, length = 4), " ", 0.5 .+ (1:3))
println(sum(t), " ", maximum(t), " ", t[2:2:end], " ", 1.5 in t, " ", 0.3 in t)
