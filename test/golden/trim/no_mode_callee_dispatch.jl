# jlc-flags: --trim=no
# Calling each of nine values of a Vector{Any} on each of them: the callee
# and the argument combine into 81 cases, so the call dispatches at run time
# on both; a value that is not a function, or a function with no method for
# the argument, is a MethodError.
struct Poly; c::Int; end
(p::Poly)(x::Int) = p.c * x
twice(x::Number) = 2x
vals = Any[sin, twice, Poly(3), 1, 2.5, "s", 'c', nothing, :q]
function run(vals)
    ok = 0
    errors = 0
    for i in 1:length(vals), x in vals
        try
            r = vals[i](x)
            ok += 1
            println(i, "(", repr(x), ") = ", r)
        catch e
            errors += e isa MethodError
        end
    end
    return ok, errors
end
println(run(vals))
vals[3]("a")
