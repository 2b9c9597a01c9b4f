# jlc-flags: --trim=safe
double(x) = 2x
function main(args::Vector{String})
    h = isempty(args) ? double : println
    h(1)
end
