# Reductions along a dimension with init, and running sums and products
# along a dimension (Julia's reducedim.jl / accumulate.jl, docstring
# examples); dims as a tuple of dimensions.
a = [1 2 3; 4 5 6]
println(sum(a; dims=1, init=10), " ", sum(a; dims=2, init=0.5), " ", prod(a; dims=2, init=2))
println(maximum(a; dims=1, init=5), " ", minimum(a; dims=2, init=3), " ", sum(a; init=100))
println(typeof(sum(a; dims=1, init=0.0)), " ", sum(a; dims=3, init=1))
b = reshape(collect(1:24), 2, 3, 4)
println(sum(b; dims=3))
println(sum(b; dims=2, init=1000))
println(sum(Int8[100 100; 100 100]; dims=1), " ", typeof(sum(Int8[1 2]; dims=1)))
println(cumsum(a; dims=1), " ", cumsum(a; dims=2), " ", cumsum(a; dims=3))
println(cumprod(a; dims=1), " ", cumprod(a; dims=2))
println(accumulate(+, fill(1, 3, 3); dims=1), " ", accumulate(+, fill(1, 3, 3); dims=2))
println(accumulate(-, a; dims=2, init=100), " ", accumulate(max, [3 1; 2 4]; dims=1))
B = [0 0; 0 0]
accumulate!(-, B, [1 2; 3 4]; dims=1)
println(B)
accumulate!(-, B, [1 2; 3 4]; dims=2)
println(B)
c = cumsum(Int8[100 100; 100 100]; dims=1)
println(typeof(c), " ", c)
println(cumsum([0.1 0.2; 0.3 0.4]; dims=1), " ", cumsum([true false; true true]; dims=2))
println(cumsum(b; dims=3)[:, :, 4], " ", cumprod(reshape(collect(1:8), 2, 2, 2); dims=2))
println(cumsum([1, 2, 3]; dims=1), " ", cumsum([1, 2, 3]; dims=2), " ", cumprod([1, 2, 3]; dims=1))
println(accumulate(+, [1, 2, 3]; dims=1), " ", accumulate(+, [1, 2, 3]; dims=2, init=10))
display(cumsum(a; dims=2))
try
    cumsum(a; dims=0)
catch e
    println(e)
end
try
    sum(a; dims=0, init=0)
catch e
    println(e)
end
a = [1 2 3; 4 5 6]
println(sum(a; dims=1), " ", sum(a; dims=2), " ", sum(a; dims=(1, 2)), " ", sum(a; dims=(2, 3)), " ", sum(a; dims=()))
b = reshape(collect(1:24), 2, 3, 4)
println(sum(b; dims=(1, 3)), " ", maximum(b; dims=(2, 3)), " ", sum(b; dims=(1, 2), init=1000))
println(prod(Int8[2 3; 4 5]; dims=(1, 2)), " ", typeof(prod(Int8[2 3; 4 5]; dims=(1, 2))))
try
    sum(a; dims=(1, 0))
catch e
    println(e)
end
