# jlc-flags: --trim=unsafe-warn
# Even unsafe-warn cannot build eval: it is an error, not a warning.
function main(args::Vector{String})
    println(eval(:x))
end
