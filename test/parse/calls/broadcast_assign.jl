y .= sin.(x) .+ 1
