# @assert (its message the condition as Julia prints the expression, or the
# message given), @show, @goto/@label, @elapsed, and the hints @simd,
# @propagate_inbounds and @boundscheck, which change no result.
x = 3
v = [1, 2, 3]
function msg(f)
    try
        f()
        "no error"
    catch e
        sprint(showerror, e)
    end
end
println(msg(() -> @assert x > 0))
println(msg(() -> @assert x < 0))
println(msg(() -> @assert x - 1 - 1 == 5))
println(msg(() -> @assert x + 1 + 2 == 0))
println(msg(() -> @assert 2x == 1))
println(msg(() -> @assert 2 * x == 1))
println(msg(() -> @assert x^2 == 1))
println(msg(() -> @assert -(x + 1) > 0))
println(msg(() -> @assert -x > 0))
println(msg(() -> @assert !(x > 1)))
println(msg(() -> @assert 1 <= x < 2))
println(msg(() -> @assert x in (1, 2)))
println(msg(() -> @assert v[1] == 2 || isempty(v)))
println(msg(() -> @assert length(v) == 0 && x > 0))
println(msg(() -> @assert (x > 0) == (x < 0)))
println(msg(() -> @assert x isa String))
println(msg(() -> @assert first(v, 2) == [2, 3]))
println(msg(() -> @assert (1:x)[1] == 0))
println(msg(() -> @assert x == 3 "x is three"))
println(msg(() -> @assert x == 4 "x is $x"))
println(msg(() -> @assert x == 4 x))
println(msg(() -> @assert x == 4 42))
a = @show x
println(a)
@show v[2] x + 1 v
@show "s" 'c' 1.5
function find_pair(m)
    for i in 1:3, j in 1:3
        if i * j == m
            println("found ", (i, j))
            @goto done
        end
    end
    println("none")
    @label done
    return m
end
find_pair(6)
find_pair(7)
t = @elapsed sum(1:10)
println(t isa Float64, " ", t >= 0.0)
function sumsimd(v)
    s = 0
    @simd for x in v
        s += x
    end
    s
end
println(sumsimd(v))
Base.@propagate_inbounds getit(v, i) = v[i]
println(getit(v, 2))
function checked(v, i)
    @boundscheck checkbounds(v, i)
    return i
end
println(msg(() -> checked(v, 5)))
