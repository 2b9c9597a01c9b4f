# ranges under + and - (and * by an integer) stay ranges, as in Julia; others make vectors
r = 1:4
println(r .+ 1, " ", 2 .+ r, " ", r .- 1, " ", 10 .- r)
println(r .* 2, " ", 3 .* r, " ", .-r)
println((1:2:7) .+ 1, " ", r .+ r)
println(r .^ 2, " ", r .% 2 .== 0)
println(float.(r))
println([1.0, 2.0, 3.0, 4.0] .+ r)
