# Julia runs the finalizers of the objects still alive when the program
# ends, without exit() too, after everything it printed. (Only one here:
# Julia does not say in which order several run.)
mutable struct Handle
    name::String
end

open_handles() = [finalizer(h -> println("closing ", h.name, " (closure)"), Handle("a"))]

function main()
    hs = open_handles()
    println("open: ", join([h.name for h in hs], ", "))
    # an immutable struct cannot be finalized, even one holding an object
    try
        finalizer(println, (1, hs))
    catch e
        println(e)
    end
    println("end of main")
end
main()
