# Broadcasts with Bool elements give BitArrays; BitArrays take part as arrays
a = [1, 2, 3, 4]
b = a .> 2
c = iseven.(a)
println(typeof(c), " ", c)
println(b .& c, " ", b .| c, " ", b .⊻ c)
println(b .== c, " ", typeof(a .== a'))
println(a .* b, " ", b .+ 1)
d = falses(4)
d .= a .< 3
println(d, " ", count(d))
println(sum(a[.!b]), " ", findall(.!c))
m = [1 2; 3 4] .>= [2 2; 2 2]
println(m, " ", typeof(m), " ", count(m))
println([x > 1 for x in a], " ", typeof([x > 1 for x in a]))
