# Facts of Julia's hygiene (manual "Hygiene"; test/meta.jl-style checks)
macro hygienex()
    :(x = 0)
end
macro zerox()
    esc(:(x = 0))
end
x = 1
@hygienex
println(x == 1)
@zerox
println(x == 0)

# the manual's @time shape: `local` names of the macro stay its own
macro timeit(ex)
    return quote
        local t0 = 10
        local val = $(esc(ex))
        local t1 = 20
        (t1 - t0, val)
    end
end
t0 = 1000
println(@timeit t0 + 1)
println(t0)

# a loop variable of the macro does not touch the caller's
macro sumto(n)
    quote
        s = 0
        for i in 1:$(esc(n))
            s += i
        end
        s
    end
end
i = -1
s = -2
println(@sumto(4), " ", i, " ", s)

# inside a function: the macro's names are locals of their own
function usesum(k)
    s = 100
    t = @sumto k
    (s, t)
end
println(usesum(3))

# the caller's expression is evaluated where it was written
function scale(v)
    factor = 3
    @timeit v * factor
end
println(scale(2))

# gensym gives a new name each time
println(gensym() != gensym(), " ", gensym(:a) != gensym(:a))

# __source__ is the call's LineNumberNode
macro whereami()
    __source__.line
end
println(@whereami)
