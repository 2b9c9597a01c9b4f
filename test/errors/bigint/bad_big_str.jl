# big"..." must read as an integer or a float
x = big"12x"
println(x)
