# @static picks a branch when compiling (the other is never compiled), Sys;
# @something evaluates its arguments lazily.
const PATHSEP = @static if Sys.iswindows()
    ccall(:no_such_windows_function, Cint, ())
    "\\"
elseif Sys.isapple()
    "mac/"
else
    "/"
end
println(PATHSEP)
@static if !Sys.iswindows() && Sys.isunix()
    println("unix")
end
println(Sys.KERNEL, " ", Sys.WORD_SIZE, " ", Sys.islinux())
f(d, k) = @something(get(d, k, nothing), Some(nothing), 0)
d = Dict("a" => 1)
println(f(d, "a"), " ", f(d, "b"))
g(x) = @something(x, println("evaluated"), 5)
println(g(2))
println(g(nothing))
try
    @something(nothing, nothing)
catch e
    println(sprint(showerror, e))
end
