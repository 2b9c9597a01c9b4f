# anonymous functions and closures broadcast too; the captured value is a scalar
k = 3
println((x -> x + k).([1, 2]))
function scale_all(v, s)
    return map(identity, (t -> t * s).(v))
end
println(scale_all([1.0, 2.0], 2.5))
offsets = [100, 200]
println(((a, b) -> a - b).(offsets, [1, 2]))
