# jlc-flags: --trim=safe
f(a, b, c) = a
function main(args::Vector{String})
    n = length(args)
    a = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : n == 3 ? 'c' : n == 4 ? Int8(1) : nothing
    println(f(a, a, a))
end
