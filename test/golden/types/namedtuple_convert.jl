# a named tuple converts field by field to declared types (struct fields,
# convert, NamedTuple{names, T}), as tuples do
struct Opts
    p::NamedTuple{(:a, :b), Tuple{Float64, Int64}}
end
s = Opts((a = 1, b = 2))
println(s.p, " ", typeof(s.p))
y = convert(NamedTuple{(:a,), Tuple{Float64}}, (a = 1,))
println(y, " ", typeof(y))
t = convert(Tuple{Float64, Int32}, (1, 2))
println(t, " ", typeof(t))
u = (1, 2)
println(convert(Tuple{Int64, Int64}, u) === u)
x = NamedTuple{(:a, :b)}((1, 2))
println(x, " ", typeof(x))
z = NamedTuple{(:k,), Tuple{Int8}}((Int8(5),))
println(z, " ", typeof(z))
function f()::Tuple{Float64, Float64}
    return (1, 2)
end
println(f())
