# a value of a small union: each call is split over its members
parse_or_nothing(s) = all(isdigit, s) ? parse(Int, s) : nothing
describe(x::Int) = "int $x"
describe(::Nothing) = "nothing"
for s in ["12", "ab", "7"]
    v = parse_or_nothing(s)
    println(describe(v), " ", v === nothing ? 0 : v + 1, " ", typeof(v))
end
pick(b) = b ? 1 : "one"
vals = [pick(true), pick(false)]
println(vals, " ", eltype(vals))
function area_or_len(x::Union{Float64, String})
    x isa String ? length(x) : round(Int, x)
end
println(area_or_len(2.6), " ", area_or_len("abc"))
