# assigning blocks of the wrong shape: Julia's DimensionMismatch, from setindex! and from .=
function report(f)
    try
        f()
        println("ok")
    catch e
        showerror(stdout, e)
        println()
    end
end
v = zeros(Int, 5)
m = zeros(Int, 2, 3)
report(() -> (v[1:2] = [1, 2, 3]))
report(() -> (v[[1, 3, 5]] = [7, 8]))
report(() -> (v[v .== 0] = [1, 2]))
report(() -> (v[2:3] .= [4, 5, 6]))
report(() -> (v .= [1, 2]))
report(() -> (m .= [1, 2, 3]))
report(() -> (m .= [1 2]))
report(() -> (v[2:3] = [4, 5]))
report(() -> (v[4:5] .= 9))
println(v)
report(() -> (m[:, 1] = [1, 2, 3]))
report(() -> (m[1, :] = [1, 2]))
report(() -> (m .= [10 20 30]))
println(m)
report(() -> [1, 2, 3] .+ [1, 2])
report(() -> [1 2; 3 4] .* [1, 2, 3])
report(() -> broadcast(+, 1:3, 1:4))
m[1, 2:3] = [7, 8]
m[:, 1] = 1:2
m[1:2, 2:3] = [1, 2, 3, 4]
println(m)
report(() -> (m[1:2, 1:2] = [1, 2, 3]))
report(() -> (m[1:2, 1:2] = [1 2 3 4]))
report(() -> (m[1:2, 1:2] = [1 2 3 4]'))
report(() -> (m[:, 2] = 0))
println(m)
