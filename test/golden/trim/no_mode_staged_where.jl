# jlc-flags: --trim=no
# Seven arguments of six possible types each (279,936 combinations) are
# dispatched in stages (no_mode_staged_dispatch.jl), here to methods with
# `where` variables, a case per value of them, and to two methods that may
# both apply with neither more specific: where no third method more specific
# than both applies, the call is Julia's ambiguity MethodError.
f(a, b, c, d, e, g, h) = "any"
f(a::T, b::T, c::Int, d, e, g, h) where {T} = string("same ", T)
f(a::Int, b, c, d, e, g, h::T) where {T<:AbstractFloat} = string("Int and ", T)
f(a::Int, b::Int, c::Int, d::Int, e, g, h::Float64) = "both, resolved"
pick(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : n == 3 ? 'c' : n == 4 ? Int8(1) : nothing
call(t) = f(pick(t[1]), pick(t[2]), pick(t[3]), pick(t[4]), pick(t[5]), pick(t[6]), pick(t[7]))
for t in ((0, 0, 0, 0, 0, 0, 0), (2, 2, 0, 1, 1, 1, 1), (3, 3, 0, 5, 5, 5, 5), (0, 1, 1, 1, 1, 1, 1),
          (0, 0, 0, 0, 2, 3, 1), (4, 4, 4, 4, 4, 4, 4))
    println(call(t))
end
# a Vararg of one type, and a variable bound inside a type parameter, with keywords
v(xs::T...; k = 1) where {T} = string("all ", T, " ", k)
v(a::Char, b::Vector{T}, c::T, d...; k = 1) where {T} = string("vector of ", T, " ", k)
pickv(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : n == 3 ? 'c' : n == 4 ? Int8(1) : [1.5]
callv(t) = v(pickv(t[1]), pickv(t[2]), pickv(t[3]), pickv(t[4]), pickv(t[5]), pickv(t[6]), pickv(t[7]); k = 2)
println(callv((1, 1, 1, 1, 1, 1, 1)))
println(callv((2, 2, 2, 2, 2, 2, 2)))
println(callv((3, 5, 1, 0, 0, 0, 0)))
try
    callv((3, 5, 0, 0, 0, 0, 0))
catch e
    println(e isa MethodError)
end
try
    call((0, 0, 0, 1, 0, 0, 1))
catch e
    println(e isa MethodError)
end
call((0, 0, 0, 2, 0, 0, 1))
