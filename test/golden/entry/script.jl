# No entry point: the top-level statements are the program.
function square(x)
    x * x
end

println("squares:")
for i in 1:3
    println(square(i))
end
println("bye")
