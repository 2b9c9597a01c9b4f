# A user's exception thrown from a function that throws nothing else: the
# report of the uncaught exception (Base) is never inlined into the thrower,
# whose frame the trace used to lose.
struct MyError <: Exception
    x::Int
end
function main()
    println("hi")
    throw(MyError(3))
end
main()
