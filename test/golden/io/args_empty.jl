# ARGS without arguments: an empty Vector{String}, the one main(args) gets.
function (@main)(args)
    println(ARGS, " ", length(ARGS), " ", typeof(ARGS), " ", args === ARGS)
    push!(ARGS, "added")
    println(Base.ARGS)
    return 0
end
