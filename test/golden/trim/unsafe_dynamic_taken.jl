# jlc-flags: --trim=unsafe
# A dynamic call reached at run time in an unsafe build: an error that names
# the call and where it was made, exit status 1.
function total(xs::Vector{Any}, spread::Bool)
    spread ? +(xs...) : length(xs)
end
println(total(Any[1, 2], false))
println(total(Any[1, 2], true))
