# var, std, cov, cor, median, quantile on data whose results are exact or
# computed by hand from Statistics.jl's definitions (sum of squared
# deviations over n - 1; Welford's update for an iterator; quantile
# definition 7, and 6 with alpha = beta = 0), and its errors.
using Statistics

println(var([1, 2, 3, 4]), " ", var([1, 2, 3, 4], corrected=false), " ", std([1, 2, 3, 4], corrected=false))
println(var(1:10), " ", var(x for x in 1:4), " ", var([1.0, 2.0], mean=0))
display(var([1 2; 3 4], dims=1))
display(var([1 2; 3 4], dims=2))
display(std([1 2; 3 4], dims=1))
println(var([1.0]), " ", var(Float64[]), " ", mean(Float64[]), " ", mean(x^2 for x in 1:3))
println(cov([1, 2, 3], [3, 1, 2]), " ", cov([1, 2, 3]), " ", cor([1, 2, 3], [3, 1, 2]), " ", cor([1, 2, 3], [2, 4, 6]), " ", cor([5, 6]))
X = [1 2; 2 4; 3 6]
display(cov(X))
display(cor(X))
display(cov(X, dims=2))
println(median([1.0, NaN, 2.0]), " ", middle(2, 3), " ", middle(1), " ", middle(1.5))
println(quantile([1, 2, 3, 4], 0.5, alpha=0, beta=0), " ", quantile([1, 2, 3, 4], [0.0, 1.0]), " ", quantile([4, 2, 1, 3], 0.25, sorted=false))
try median(Int[]) catch e; println(e) end
try quantile([1, 2], 1.5) catch e; println(e) end
try quantile(Float64[], 0.5) catch e; println(e) end
try quantile([1.0, NaN], 0.5) catch e; println(e) end
try cov([1, 2], [1, 2, 3]) catch e; println(e) end
