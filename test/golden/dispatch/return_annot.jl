function as_float(x::Int)::Float64
    return x
end

function as_int(x::Float64)::Int
    return x
end

function average(a::Int, b::Int)::Float64
    (a + b) / 2
end

function clamp_int(x::Int, lo::Int, hi::Int)::Int
    x < lo && return lo
    x > hi && return hi
    return x
end

function describe_sum(a::Int, b::Int)::String
    return "sum is " * string(a + b)
end

println(as_float(3))
println(as_int(3.0))
println(average(1, 2))
println(average(2, 4))
println(clamp_int(5, 0, 3))
println(clamp_int(-1, 0, 3))
println(clamp_int(2, 0, 3))
println(describe_sum(2, 3))
