# normalizing the columns of a data matrix by broadcasting against sums and maxima along dims;
# at the end, a row of weights one short of the columns
data = [1.0 10.0 3.0; 3.0 30.0 1.0; 4.0 60.0 4.0]
colsum = sum(data; dims = 1)
println(colsum, " ", size(colsum))
shares = data ./ colsum
println(shares[:, 1], " ", sum(shares; dims = 1))
rowmax = maximum(data; dims = 2)
println(rowmax, " ", data ./ rowmax == data .* (1 ./ rowmax))
centered = data .- sum(data; dims = 2) ./ size(data, 2)
println(centered[1, :], " ", sum(centered; dims = 2))
ranks = [count(<=(x), col) for (x, col) in zip(data[:, 2], (data[:, 2] for _ in 1:3))]
println(ranks, " ", minimum(data; dims = 1), " ", prod(data; dims = 2))
data[:, 3] .= data[:, 1] .+ 1
println(data)
weights = [0.5 0.25]
println(data .* weights)
