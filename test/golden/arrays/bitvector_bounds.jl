# indexing a BitVector out of bounds, and a mask of the wrong length
b = [1, 2, 3] .> 1
println(b[3])
try
    b[0]
catch e
    showerror(stdout, e); println()
end
try
    [10, 20][b]
catch e
    showerror(stdout, e); println()
end
m = trues(2, 2)
try
    m[3, 1]
catch e
    showerror(stdout, e); println()
end
b[4] = true
