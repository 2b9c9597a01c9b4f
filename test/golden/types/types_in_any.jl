# Types as values held where a value of type Any is kept: a Vector{Any}, an
# ::Any field, a Dict{Symbol, Any}. (They used to read back as #undef, or
# stop the compiler with an internal error.)
v = Any[Int, 2, "s", Float64]
println(v)
for x in v
    println(x isa Type, " ", x isa DataType)
end
println(typeof(v[1]))
println(v[1] == Int, " ", v[1] == Float64)
println(string(v[4]), " ", repr(v[1]))
struct Holder
    t::Any
end
h = Holder(String)
println(h)
println(h.t === String)
d = Dict{Symbol, Any}(:int => Int, :x => 1.5)
println(d[:int] === Int, " ", d[:x])
display(v)
