# jlc-flags: --trim=safe
const ops = Any[sin, cos]
function main(args::Vector{String})
    f = ops[length(args) + 1]
    println(f(1.0))
end
