# ArgumentErrors of float ranges, and indexing one past its end
function report(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
report(() -> 0.0:0.0:1.0)
report(() -> LinRange(0, 1, -1))
report(() -> range(0, 1; length=-1))
report(() -> range(0, 1; length=1))
println(range(2, 2; length=1), " ", collect(range(2, 2; length=1)))
r = LinRange(1, 2, 3)
println(r, " ", r[2], " ", length(r), " ", step(r))
println(collect(r), " ", reverse(r))
