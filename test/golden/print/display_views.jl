# display of views, ranges and slices as the REPL shows them
v = [10.5, 20.25, 30.0, 40.125]
display(view(v, 2:3))
display(@view v[[4, 1]])
m = [1 2 3; 4 5 6]
display(view(m, :, 3))
display(view(m, 2, :))
display(1:4)
display(0.0:0.5:1.5)
display(reverse(1:3))
display(view(["a", "bb"], 1:2))
w = view(v, 1:2)
w .= 0
display(v)
display(Float64[])
display(view(Int[], 1:0))
