@show a, b
