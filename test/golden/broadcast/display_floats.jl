# display of float vectors: full precision, aligned on the decimal point
x = [1.5, 10.25, -3.0]
display(x)
display([1.0, 2.0] ./ 3)
display([1e-5, 100.0, NaN, Inf])
display(Float32[1.5, 2.0] .* 2)
display(sqrt.([4.0, 2.0]))
