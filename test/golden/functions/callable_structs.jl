# Callable values: methods defined on a type, (p::Poly)(x), as Julia allows.
struct Poly
    c::Vector{Float64}
end
function (p::Poly)(x)
    s = 0.0
    for k in length(p.c):-1:1
        s = s * x + p.c[k]
    end
    s
end
struct Scale{T}
    k::T
end
(s::Scale{T})(x::T) where T = s.k * x
(s::Scale)(x, y) = s.k * (x + y)
p = Poly([1.0, 2.0, 3.0])
println(p(2.0))
println(p(1))
sc = Scale(3)
println(sc(4), " ", sc(1, 2))
println(Scale(1.5)(2.0))
