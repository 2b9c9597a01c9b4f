# Early exits narrow what follows: after `t === nothing && return 0`, t is
# not nothing; a `while true` loop is left only by its return.
function f(x::Int)
    while true
        x > 10 && return x
        x += 1
    end
end
function g(t::Union{Nothing, Tuple{Int,Int}})
    t === nothing && return 0
    t[1] + t[2]
end
function h(t::Union{Nothing, Int})
    if t === nothing
        return -1
    end
    t + 1
end
println(f(1) + 1)
println(g((2, 3)), " ", g(nothing))
println(h(4), " ", h(nothing))
