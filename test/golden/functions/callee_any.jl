# Functions held in a Vector{Any} are called through a switch over what it holds
const ops = Any[sin, cos]
function main(args::Vector{String})
    f = ops[length(args) + 1]
    println(f(1.0))
end
