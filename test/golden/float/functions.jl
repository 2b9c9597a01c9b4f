function newton_sqrt(a::Float64)
    x = a
    for i in 1:60
        x = (x + a / x) / 2
    end
    return x
end

function mean3(a, b, c)
    return (a + b + c) / 3
end

celsius(f::Float64) = (f - 32.0) * 5.0 / 9.0
celsius(f::Int) = celsius(Float64(f))

println(newton_sqrt(9.0))
println(newton_sqrt(0.25))
println(newton_sqrt(1e10))
println(newton_sqrt(2.0))
println(mean3(1, 2, 3))
println(mean3(1.5, 2.5, 3.5))
println(mean3(1, 2, 4))
println(celsius(212))
println(celsius(32.0))
println(celsius(-40))
println(celsius(50.0))
