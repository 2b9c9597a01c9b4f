# @isdefined of locals (on every path, fresh each loop iteration), a shared
# local a closure reads, a where variable, globals before and after assignment.
function f(c)
    println(@isdefined y)
    if c
        y = 1
    end
    println(@isdefined y)
    y = 2
    println(@isdefined y)
end
f(true); f(false)
function g()
    h = () -> (@isdefined z)
    println(h())
    z = 3
    println(h(), " ", @isdefined(z))
end
g()
function w(::Type{T}) where {T}
    @isdefined T
end
println(w(Int))
println(@isdefined gx)
println(@isdefined nosuchthing)
gx = 1
println(@isdefined gx)
println(@isdefined println)
function loop()
    for i in 1:2
        println(i, " ", @isdefined(t))
        t = i
    end
end
loop()
