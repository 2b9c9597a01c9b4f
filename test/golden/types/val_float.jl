# Float64 and Float32 values as type parameters, printed as Julia prints them
v = Val{1.5}()
println(v)
println(typeof(Val(2.5)))
f(::Val{x}) where {x} = x * 2
println(f(Val(2.5)), " ", f(Val(0.25f0)))
println(Val(1.0f0), " ", Val(-0.0), " ", Val{1e10}(), " ", Val(1.0e-5))
g(::Val{1.5}) = "one and a half"
g(::Val) = "other"
println(g(Val(1.5)), " ", g(Val(2.0)), " ", g(Val(3)), " ", g(Val(-0.0)))
struct P{x}
    a::Int
end
println(P{1.5}(1), " ", P{15}(2), " ", P{1.5}(1) === P{1.5}(1), " ", Val{0.0}() === Val{-0.0}())
