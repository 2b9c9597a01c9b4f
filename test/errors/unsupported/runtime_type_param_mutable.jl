# a mutable struct's objects carry no hidden parameter yet
mutable struct M{N}
    x::Int
end
m = M{parse(Int, "3")}(1)
println(m.x)
