# No Animal is ever created, so the elements of a Vector{Animal}(undef, n)
# can only be undefined: reading one throws Julia's UndefRefError, and the
# call on it is never reached, so nothing is left to dispatch and the
# program builds with --trim=safe (test/cli/trim_kinds.sh builds it in the
# other modes).
abstract type Animal end
struct Dog <: Animal end
speak(a) = println("...")
function main(args::Vector{String})
    v = Vector{Animal}(undef, 2)
    println(length(v))
    try
        speak(v[1])
    catch e
        println(e)
    end
    try
        speak(v[3])
    catch e
        println(typeof(e))
    end
    speak(v[2])
    println("not reached")
end
