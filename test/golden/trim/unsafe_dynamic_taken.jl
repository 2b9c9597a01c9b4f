# jlc-flags: --trim=unsafe
# A dynamic call reached at run time in an unsafe build: an error that names
# the call and where it was made, exit status 1.
function total(xs::Vector{Any}, spread::Bool)
    spread ? four(xs...) : length(xs)
end
four(a, b, c, d) = 4
println(total(Any[1, 2.5, "a", :b, 'c'], false))
println(total(Any[1, 2.5, "a", :b, 'c'], true))
