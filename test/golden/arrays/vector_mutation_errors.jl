# The errors of changing a vector in the middle, with Julia's messages
function report(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
v = [1, 2, 3]
report(() -> insert!(v, 5, 0))
report(() -> insert!(v, 0, 0))
report(() -> deleteat!(v, 4))
report(() -> deleteat!(v, 2:5))
report(() -> deleteat!(v, [3, 1]))
report(() -> splice!(v, 0))
report(() -> splice!(v, 3:4))
report(() -> popfirst!(Int64[]))
report(() -> pop!(String[]))
println(insert!(v, 4, 4))
popfirst!(Float64[])
