# whole-array arithmetic: + and - of arrays of one shape, - of one, * and / by a number; shapes that differ
a = [1, 2]; b = [3, 4]
println(a + b, " ", a - b, " ", -a, " ", a * 2, " ", a / 2, " ", 2 * [1 2; 3 4], " ", [1.0 2.0] + [3 4], " ", (1:3) * 2, " ", [1, 2] + [1 1]')
function report(f)
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
report(() -> [1, 2] + [1, 2, 3])
report(() -> [1 2; 3 4] - [1 2 3; 4 5 6])
report(() -> [1, 2] + [1 2; 3 4])
report(() -> [1 2; 3 4] + [1, 2])
