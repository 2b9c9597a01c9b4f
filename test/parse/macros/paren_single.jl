@show(x)
