# jlc-flags: --trim=safe -g
# Each frame shows the line of the call it is making, not the definition's;
# the Base code inlined into a frame prints as Julia's [inlined] frames.
function inner(a, i)
    s = 0
    s += a[i]
    return s
end
function outer(a)
    x = 1
    y = inner(a, 5)
    return x + y
end
println(outer([1, 2, 3, 4, 5]))
println(outer([1, 2, 3]))
