# jlc-flags: --trim=no
# Every pair of nine kinds of value (81 combinations, more than a call is
# split into): the call dispatches at run time, and a pair no method takes,
# or two take alike (h("s", "s")), is a MethodError that a catch gets.
struct P; x::Int; end
h(a::Int, b::Int) = a * b
h(a::Number, b::Number) = a + b
h(a::String, b) = a * string(b)
h(a, b::String) = string(a) * b
h(a::P, b::P) = P(a.x + b.x)
vals = Any[1, 2.5, "s", 'c', P(3), Int8(2), nothing, :q, (1, 2)]
function run(vals)
    ok = 0
    errors = 0
    for a in vals, b in vals
        try
            r = h(a, b)
            ok += 1
            if a isa P || b === 'c' || (a === 1 && b isa Number)
                println(repr(a), ", ", repr(b), " -> ", repr(r))
            end
        catch e
            errors += e isa MethodError
        end
    end
    return ok, errors
end
println(run(vals))
