# Variables bound by `let` that closures assign are shared through a box, as
# any local is; each binding sees the ones before it, and a bare name is a
# new local without a value.
counter = let n = 0
    () -> (n += 1)
end
counter(); counter()
println(counter())

function f()
    let n = 0
        g = () -> (n += 1)
        g()
        n
    end
end
println(f())

# two captured: `a` only read (copied), `b` assigned (boxed)
function two()
    let a = 10, b = 0
        add = () -> (b += a)
        add(); add()
        (a, b)
    end
end
println(two())

# the body assigning a let variable assigns that variable
x = let n = 0
    n += 1
    n
end
println(x)

# each time round a loop, a new variable per let
fs = []
for i in 1:3
    let j = i
        push!(fs, () -> (j += 100))
    end
end
println([f() for f in fs])
println([f() for f in fs])

y = 10
let y = y + 1, w = y * 2
    println(y, " ", w)
end
println(y)
z = -1
let a = 1, z
    println(@isdefined(z))
    z = a + 2
    println(z)
end
println(z)
let x = 1, x = x + 1
    println(x)
end
