# jlc-flags: --trim=no
# A Vector{Any} holding more than 16 types of value: an element has type Any,
# too many types to split a call of it over when trimming. Without trimming
# the call dispatches over what the element can be; calling a value that is
# not a function is a MethodError, as in Julia.
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
