# Too few elements to destructure: Julia's BoundsError, caught and uncaught.
for v in ([1, 2], "ab")
    try
        e1, e2, e3 = v
    catch err
        showerror(stdout, err)
        println()
    end
end
try
    p, q, r = (1, 2)
catch err
    showerror(stdout, err)
    println()
end
x, y = [1]
