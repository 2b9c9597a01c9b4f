# cat along a third or fourth dimension, and hvcat of arrays (block rows,
# with the messages of Julia's cat and typed_hvcat)
a = [1 2; 3 4]
b = [5 6; 7 8]
c = cat(a, b; dims=3)
println(c, " ", typeof(c), " ", size(c))
display(c)
println(cat([1, 2], [3, 4]; dims=3), " ", cat(1, 2, 3; dims=3), " ", cat(a, [0.5 1; 2 3]; dims=3))
println(cat(a, b; dims=1), " ", cat(a, b; dims=2), " ", size(cat(a, b; dims=4)))
try
    cat(a, [1 2 3; 4 5 6]; dims=3)
catch e
    println(e)
end
try
    cat(a, b; dims=0)
catch e
    println(e)
end
println(hvcat((2, 2), a, b, b, a))
println(hvcat((2, 1), [1, 2], [3 4; 5 6], [7 8 9]))
println(hvcat(2, a, b, b, a), " ", hvcat((1, 1), [1 2], [3.5 4]))
try
    hvcat((2, 2), a, [1, 2, 3], b, a)
catch e
    println(e)
end
try
    hvcat((2, 1), a, b, [1 2 3])
catch e
    println(e)
end
try
    hvcat((1, 2), [1 2 3 4 5], a, a)
catch e
    println(e)
end
try
    hvcat(3, a, b)
catch e
    println(e)
end
