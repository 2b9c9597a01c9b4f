# y .= x needs x to fit y's shape
y = zeros(3)
try
    y .= [1.0, 2.0]
catch e
    println(e isa DimensionMismatch)
    showerror(stdout, e)
    println()
end
y .= [5.0]
println(y)
