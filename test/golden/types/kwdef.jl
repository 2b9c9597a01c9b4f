# @kwdef: the struct with its defaults as a keyword constructor; a field with
# no default is a required keyword (UndefKeywordError).
Base.@kwdef struct P{T}
    a::Int = 1
    b::T = 2.0
    c
end
@kwdef mutable struct Q
    x = 0
    y::String = "q"
end
println(P(c = "z"))
println(P(b = 3, c = 1, a = 5))
println(P(7, 1.5, nothing))
q = Q()
q.x = 4
println(q.x, " ", q.y, " ", Q(y = "w").y)
try
    P()
catch e
    println(sprint(showerror, e))
end
