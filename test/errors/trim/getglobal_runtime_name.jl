# jlc-flags: --trim=safe
function main(args::Vector{String})
    f = getglobal(Base, Symbol(args[1]))
    println(f(1.0))
end
