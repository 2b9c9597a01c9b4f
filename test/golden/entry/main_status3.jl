function @main(args::Vector{String})
    println("exiting with status 3")
    return 3
end
