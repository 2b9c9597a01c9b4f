# weather statistics with broadcasting: conversions, anomalies, clamping, in-place updates
celsius = [12.5, 15.0, 9.5, 20.0, 18.5]
fahrenheit = celsius .* 9 ./ 5 .+ 32
println(fahrenheit)
mean_c = sum(celsius) / length(celsius)
anomaly = celsius .- mean_c
println(mean_c, " ", anomaly)
println(round.(anomaly; digits = 1), " ", abs.(anomaly) .> 3)
println(clamp.(celsius, 10.0, 19.0), " ", max.(celsius, 14), " ", min.(celsius, 10))
@. fahrenheit = (fahrenheit - 32) * 5 / 9
println(fahrenheit == celsius, " ", all(fahrenheit .≈ celsius), " ", 0.1 + 0.2 ≈ 0.3)
labels = ifelse.(celsius .>= 15, "warm", "cool")
println(labels)
println(string.("day", 1:3), " ", length.(["ab", "c", ""]), " ", uppercase.(["x", "yz"]))
weights = [1, 2, 3]
println(weights ./ sum(weights), " ", weights .^ 2, " ", 2 .^ weights, " ", weights .÷ 2, " ", weights .% 2)
cities = ["Oslo", "Rome"]
scale = Ref(10)
println(cities .* "!", " ", (weights .* scale)[end], " ", in.(weights, Ref([2, 3])))
