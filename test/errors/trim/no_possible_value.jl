# jlc-flags: --trim=safe
abstract type Animal end
speak(a) = println("...")
function main(args::Vector{String})
    v = Vector{Animal}(undef, 1)
    speak(v[1])
end
