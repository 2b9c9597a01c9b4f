# An exception of the program's own type thrown in the function that fails
# (not in a callee), compiled without -g: the C compiler may inline Base's
# report of the uncaught exception into that function, and the trace still
# starts at its throw.
struct MyError <: Exception
    x::Int
end
function main()
    println("before")
    throw(MyError(3))
end
main()
