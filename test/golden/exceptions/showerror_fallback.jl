# An exception type without a showerror method of its own is reported as
# show prints it, in sprint(showerror, e), in a catch and when uncaught.
struct MyError <: Exception
    x::Int
end
struct Oops <: Exception
    msg::String
    code::Int
end
struct Custom <: Exception end
Base.showerror(io::IO, ::Custom) = print(io, "Custom: a message of its own")

println(sprint(showerror, MyError(3)))
println(sprint(showerror, Custom()))
try
    throw(Oops("bad input", 2))
catch e
    showerror(stdout, e)
    println()
end
throw(MyError(3))
