# jlc-flags: --trim=no
# a call no method takes throws MethodError when reached, naming the argument types
area(r::Float64) = 3.0 * r^2
println(area(1.0))
shapes = Any[2.0, "circle"]
for s in shapes
    println(area(s))
end
