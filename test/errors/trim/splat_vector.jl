# jlc-flags: --trim=safe
function main(args::Vector{String})
    xs = Any[1, 2.5, "a", :b, 'c']
    four(a, b, c, d) = 4
    println(four(xs...))
end
