# jlc-flags: --trim=safe
function main(args::Vector{String})
    xs = Any[1, 2]
    println(+(xs...))
end
