# Broadcasting over float ranges: arithmetic keeps a range, other functions make a vector
r = 0.0:0.25:1.0
println(r .* 4, " ", r .+ 0.5, " ", 1 .- r, " ", r ./ 0.5)
println(collect(r .* 4))
println(r .^ 2)
println(sqrt.(0.0:4.0:16.0))
x = zeros(5)
x .= r .* 2
println(x)
println((1:5) .* 0.1, " ", collect((1:5) .* 0.1))
println(collect(0.1 .* (1:3)), " ", collect((0:2) ./ 10))
println(LinRange(0, 2, 3) .* 2, " ", collect(LinRange(0, 1, 3) .+ 1))
