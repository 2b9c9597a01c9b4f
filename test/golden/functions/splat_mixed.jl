# A splatted Vector among arguments of other types: the varargs parameter
# takes them all, a tuple of run-time length whose elements are of several
# types (each use of an element splits over them).
v = [1, 2, 3]
println("v: ", v...)
println(string("a", v..., 'b'))
print(stdout, v..., "\n")
println(repr(string(v..., 4.5)))

function total(xs::Real...)
    s = 0.0
    for x in xs
        s += x
    end
    return s
end
println(total(1.5, v...), " ", total(v..., 0.25), " ", total(0.5, Int[]...))

count_args(a, xs...) = (a, length(xs))
println(count_args("s", v...), " ", count_args(v..., "end"), " ", count_args(v...))

describe(x::Int) = "int $x"
describe(x::String) = "string $x"
describe(x::Float64) = "float $x"
function describe_all(xs...)
    for x in xs
        println("  ", describe(x))
    end
end
describe_all("first", v..., 9.5)
w = Float64[]
describe_all("only", w...)

# the elements bound to fixed parameters before the varargs
pick(a::String, b, rest...) = string(a, ":", b, ":", length(rest))
pick(a::Int, b, rest...) = string("int ", a, " ", b, " ", rest)
println(pick("x", v...), " ", pick(v..., "y"))
