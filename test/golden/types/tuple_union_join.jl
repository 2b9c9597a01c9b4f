# A variable assigned a Tuple{Bool, Nothing}, a Tuple{Bool, String} and a
# Tuple{Bool, Union{Nothing, String}}: two spellings of one type, which
# inference used to join back and forth forever (the compiler ran out of
# memory), and a tuple with a union field stored where the union of the
# tuples is expected.
function pick(a, c)
    x = a[1]
    r = c ? (x === nothing ? (true, nothing) : (true, "s")) : (false, x)
    return r
end
for c in (true, false), a in (["a", nothing], [nothing, "b"])
    r = pick(a, c)
    println(r, " ", typeof(r))
end
