# reductions over empty collections without init: Julia's ArgumentError each time
function report(f)
    try
        println(f())
    catch e
        showerror(stdout, e)
        println()
    end
end
report(() -> reduce(+, Int[]))
report(() -> reduce(+, Int[]; init = 0))
report(() -> maximum(Int[]))
report(() -> minimum(Float64[]))
report(() -> maximum(abs, Int[]))
report(() -> mapreduce(x -> x + 1, *, Int[]))
report(() -> foldl(max, Int[]))
report(() -> sum(Int[]))
report(() -> prod(Float64[]))
report(() -> findmin(Int[]))
report(() -> argmax(Int[]))
report(() -> extrema(Float64[]))
report(() -> reduce(+, (x for x in 1:0)))
report(() -> maximum(x for x in Int[] if x > 0))
