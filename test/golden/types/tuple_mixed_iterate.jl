# Iterating a tuple of mixed types by hand: the state tuple holds a union.
function f(t)
    n = iterate(t)
    while n !== nothing
        x, st = n
        println(x)
        n = iterate(t, st)
    end
end
f(("a", 'b', 3))
