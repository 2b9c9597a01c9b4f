f.(x)
f.(x, y)
