# a portfolio updated in place by fused broadcasts: .=, .+=, .*=, @., Ref and tuples as scalars
prices = [100.0, 50.0, 20.0]
shares = [10, 4, 25]
returns = [0.5, -0.25, 0.125]
value = similar(prices)
value .= prices .* shares
println(value, " ", sum(value))
prices .*= 1 .+ returns
println(prices)
@. value = prices * shares
println(value, " ", sum(value))
shares .+= [1, 0, -5]
println(shares, " ", eltype(shares))
fee = Ref(2.5)
net = value .- fee
println(net)
weights = value ./ sum(value)
println(round.(weights; digits = 3), " ", sum(weights) ≈ 1)
bounds = (0.0, 1000.0)
println(clamp.(value, bounds...), " ", (1, 2, 3) .+ (10, 20, 30), " ", (1, 2) .* 2.5)
names = ("AAA", "BBB", "CCC")
println(string.(names, ":", shares), " ", map((n, v) -> n => v, names, (1, 2, 3)))
buf = zeros(3)
for day in 1:3
    buf .+= prices ./ day
end
println(buf)
