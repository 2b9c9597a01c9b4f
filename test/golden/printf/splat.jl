# Splatted arguments: Printf.format with the count checked at run time, as Julia.
using Printf
v = [3, 4]
println(@sprintf("%f %d %d %f", 1.0, v..., 5))
@printf("%s %f %9.5f %d %d %d %d%d%d%d\n", [1:6;]..., [7,8,9,10]...)
io = IOBuffer()
@printf(io, "%d|%s", (7, "x")...)
println(String(take!(io)))
t = (1, 2, 3)
try
    @sprintf("%d %d", t...)
catch e
    showerror(stdout, e); println()
end
println(@sprintf("%s %s %s %d %d %d %f %f %f", vec(Any[10^x+y for x=1:3,y=1:3 ])...))
