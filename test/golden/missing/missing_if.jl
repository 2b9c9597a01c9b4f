# missing in a condition: Julia's TypeError.
println(missing == 1)
if missing == 1
    println("no")
end
