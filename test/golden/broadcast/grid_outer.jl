# tables from a column against a row: multiplication table, distances, masks
rows = 1:4
cols = (1:3)'
table = rows .* cols
display(table)
println(size(table), " ", table[3, 2], " ", sum(table))
xs = [0.0, 1.0, 2.0]
ys = [0.0 2.0]
dist = sqrt.(xs .^ 2 .+ ys .^ 2)
display(dist)
near = dist .< 2
display(near)
println(count(near), " ", findall(near))
bumped = table .+ [100, 200, 300, 400]
println(bumped[:, 1], " ", bumped[4, :])
scaled = similar(table, Float64)
scaled .= table ./ 2
println(scaled[2, 3], " ", eltype(scaled), " ", scaled[1, :])
