# @printf to stdout, to an IOBuffer and to stderr; it returns nothing
using Printf
r = @printf("%d-%s\n", 1, "a")
println(r === nothing)
io = IOBuffer()
@printf(io, "%5.1f|", 2.25)
@printf(io, "%x", 255)
println(takestring!(io))
@printf(stderr, "to stderr %d\n", 7)
@printf "no parentheses %s %d\n" "ok" 3
function report(io, name, value)
    @printf(io, "%-8s%8.3f\n", name, value)
end
report(stdout, "alpha", 1.0)
report(stdout, "beta", -22.5)
