# arrays whose lengths differ (and are not 1) cannot be broadcast together
a = [1, 2]
println(a .+ [10])
b = a .+ [1, 2, 3]
