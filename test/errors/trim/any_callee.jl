# jlc-flags: --trim=safe
# The same program as test/golden/trim/no_mode_any_callee.jl, trimmed: an
# element of a Vector{Any} of more than 16 types is a callee of type Any.
struct Unit end
ops = Any[sin, cos, abs, 1, 2.0, "a", 'c', Int8(1), Int16(2), Int32(3), UInt8(4), UInt16(5),
          UInt32(6), UInt64(7), Float32(1.5), nothing, true, :sym, (1, 2), Unit()]
for i in 1:3
    f = ops[i]
    println(f(-0.5))
end
println(length(ops))
g = ops[4]
g(1.0)
