# The value of every assignment form is its right-hand side (or the new value
# of an updating one), as in Julia; a bare declaration is nothing.
g = 1.0
f() = (global g = g + 1.0)
println(f())
f2() = (global g += 1.0)
println(f2())
f3() = (global g)
println(f3())
function f4()
    local x = 5
end
println(f4())
function f5()
    v = [1.0, 2.0]
    a = (v[1] = 2)
    b = (v[2] += 1)
    (a, b, v)
end
println(f5())
mutable struct P; x::Float64; end
function f6()
    p = P(1.0)
    a = (p.x = 2)
    b = (p.x += 1)
    (a, b, p.x)
end
println(f6())
function f7()
    x = y = 3
    z::Float64 = 1
    t = (a, b) = (1, 2)
    (x, y, z, t)
end
println(f7())
f8() = (x = 7)
println(f8())
function f9(c)
    r = if c; 1; elseif !c; end
    r
end
println(f9(false))
function f10()
    x = 0
    y = (x += 2)
    y
end
println(f10())
h = 3
println(begin global h = 4 end)
println((global h2 = 10))
function k()
    a = [1, 2]
    b = (a .= 3)
    println(b)
    c = if false 1 end
    println(c)
    d = for i in 1:2 end
    println(d)
    e = while false end
    println(e)
    q = let z = 2; z * 3 end
    println(q)
    r = begin 5 end
    println(r)
end
k()
