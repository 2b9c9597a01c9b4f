# BoundsError holds the collection and the index as Julia's does: show(e)
# prints them as values, showerror the message, and e.a / e.i are fields.
function report(f)
    try
        f()
    catch e
        show(e); println()
        showerror(stdout, e); println()
    end
end
report(() -> [1, 2, 3][4])
report(() -> (1, 2, 3)[4])
report(() -> zeros(2, 2)[3, 1])
report(() -> "abc"[5])
report(() -> (1:3)[0])
report(() -> zeros(2, 2, 2)[1, 1, 3])
report(() -> copyto!([1, 2, 3], 2, [4, 5, 6], 1, 3))
v = [10, 20, 30]
try
    v[0]
catch e
    println(e.a === v)
    println(e.i)
    println(e isa BoundsError, " ", typeof(e))
end
v[7]
