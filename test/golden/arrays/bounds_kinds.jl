# BoundsError for every kind of index, with Julia's messages
function report(f)
    try
        f()
        println("no error")
    catch e
        showerror(stdout, e)
        println()
    end
end
v = [10, 20, 30, 40]
m = [1 2 3; 4 5 6]
report(() -> v[0])
report(() -> v[5])
report(() -> v[end + 1])
report(() -> v[2:5])
report(() -> v[-1:2])
report(() -> v[[1, 7]])
report(() -> v[[true, false, true]])
report(() -> v[CartesianIndex(5)])
report(() -> m[3, 1])
report(() -> m[1, 4])
report(() -> m[0, 0])
report(() -> m[7])
report(() -> m[CartesianIndex(2, 4)])
report(() -> m[1:3, 1])
report(() -> m[:, 4])
report(() -> m[2, [1, 5]])
report(() -> view(v, 2:6))
report(() -> view(m, 3, :))
w = view(v, 2:3)
report(() -> w[3])
report(() -> (v[5] = 1))
report(() -> (m[3, 3] = 0))
report(() -> (v[1:5] .= 0))
println(v, " ", m)
