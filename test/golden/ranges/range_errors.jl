# ranges refuse what Julia refuses: a zero step, indices past either end
function report(f)
    try
        println(f())
    catch e
        showerror(stdout, e)
        println()
    end
end
report(() -> 1:0:5)
report(() -> (1:5)[6])
report(() -> (1:5)[0])
report(() -> (10:-3:1)[5])
report(() -> (1:5)[0:2])
report(() -> (1:5)[4:7])
report(() -> (2:2:10)[2:4])
report(() -> first(1:0))
report(() -> last(5:4))
report(() -> (1:5)[[1, 6]])
r = 0.0:0.25:1.0
report(() -> r[6])
report(() -> (1:3)[3])
