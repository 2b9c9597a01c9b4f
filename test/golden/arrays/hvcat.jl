# hvcat(rows, xs...) of numbers, with Julia's errors
println(hvcat((2, 2), 1, 2, 3, 4))
println(hvcat((3,), 1, 2.5, 3))
println(hvcat(2, 1, 2, 3, 4, 5, 6))
try
    hvcat((2, 3), 1, 2, 3, 4, 5)
catch e
    showerror(stdout, e); println()
end
try
    hvcat((2, 2), 1, 2, 3)
catch e
    showerror(stdout, e); println()
end
