# jlc-flags: --trim=no
# eval and Meta.parse need a compiler at run time: an error in every mode.
function main(args::Vector{String})
    expr = Meta.parse("1 + 2")
    println(eval(expr))
end
