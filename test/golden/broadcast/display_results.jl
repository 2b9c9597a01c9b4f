# display of broadcast results as the REPL shows them (integer columns right-aligned)
x = [1, 2, 3]
display(x .* 50)
row(f) = [f(j) for i in 1:1, j in 0:1]      # a 1×2 matrix
display(x .+ row(j -> 10j))
display([1, 20] .* row(j -> 100^j) .+ row(j -> -99j))
display(string.("v", x))
display(x[x .> 5])
