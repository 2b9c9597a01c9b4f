# errors of N-d arrays, with Julia's messages
a = zeros(2, 3, 4)
function show_error(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
show_error(() -> a[3, 1, 1])
show_error(() -> a[1, 0, 1])
show_error(() -> a[1, 1, 5] = 1.0)
show_error(() -> a[25])
show_error(() -> a[1:3, 1, 1])
show_error(() -> a[2, [1, 4], 1])
show_error(() -> reshape(collect(1:24), 2, 3, 5))
show_error(() -> zeros(2, 2, 2) .+ zeros(3, 2, 2))
show_error(() -> permutedims(a, (1, 1, 2)))
show_error(() -> Array{Int64, 3}(undef, 1, 1, 1)[1, 1, 1] = 1.5)
