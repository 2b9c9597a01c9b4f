# BoundsError for a scalar index, as an uncaught error
function score(v, i)
    return v[i] * 2
end
data = [3, 1, 4]
println(score(data, 3))
println(score(data, 4))
