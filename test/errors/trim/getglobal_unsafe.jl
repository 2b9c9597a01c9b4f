# jlc-flags: --trim=unsafe
# No mode can build a lookup by run-time name: the binary has no table of names.
function main(args::Vector{String})
    if length(args) > 5
        g = getglobal(Main, Symbol(args[1]))
        g()
    end
    println("ok")
end
