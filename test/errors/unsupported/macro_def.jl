macro m()
    return 1
end
println("unreachable")
