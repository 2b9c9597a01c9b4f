# BoundsError and DimensionMismatch of matrix blocks, with Julia's messages
function report(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
m = [1 2 3; 4 5 6; 7 8 9]
report(() -> m[1:4, 1])
report(() -> m[0, 2:3])
report(() -> m[[1, 5], :])
report(() -> m[10])
report(() -> (m[1:2, 1:2] = [1 2 3]))
report(() -> (m[1:2, 1:2] = 0))
report(() -> [1 2; 3 4][3, :])
m[:, 1:2] = [0 0; 0 0; 0 0]
println(m)
m[2:3, [1, 3]]
m[4, 4:5]
