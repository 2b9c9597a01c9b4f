# x isa K{N} with N a run-time value: a test of x's parameter, and in the
# branch it guards x is known to be that K{N}; also NTuple{N} of a run-time N
# is not made into a tuple type of the wrong length (checked elsewhere).
struct K{N} end
test(x, ::Val{N}) where N = x isa K{N}
function narrow(x, ::Val{N}) where N
    if x isa K{N}
        return "is K{$N}: $x"
    end
    "not"
end
for n in 1:3
    println(test(K{2}(), Val(n)), " ", test(K{n}(), Val(2)), " ", test(1, Val(n)), " ",
            narrow(K{2}(), Val(n)), " ", narrow(K{n}(), Val(2)))
end
v = Any[K{2}(), 1, K{parse(Int, "3")}()]
println([test(x, Val(3)) for x in v])
