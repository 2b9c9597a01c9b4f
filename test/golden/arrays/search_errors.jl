# Empty collections and bad counts, with Julia's messages
function report(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
report(() -> findmax(Int64[]))
report(() -> argmin(Float64[]))
report(() -> extrema(Int64[]))
report(() -> first([1, 2], -1))
report(() -> copyto!([1, 2], [1, 2, 3]))
report(() -> copyto!([1, 2], 1, [1, 2], 1, -1))
report(() -> last(1:10, 20)[30])
println(cumsum(Int64[]), " ", cumprod(Float64[]), " ", unique(Int64[]))
