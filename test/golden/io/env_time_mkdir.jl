ENV["JLC_TEST_VAR"] = "hello"
println(ENV["JLC_TEST_VAR"])
println(haskey(ENV, "JLC_TEST_VAR"), " ", haskey(ENV, "JLC_NO_SUCH_VAR"))
println(get(ENV, "JLC_NO_SUCH_VAR", "default"))
delete!(ENV, "JLC_TEST_VAR")
println(get(ENV, "JLC_TEST_VAR", "gone"))
t = time()
println(t > 1.7e9, " ", typeof(t))
n0 = time_ns()            # monotonic nanoseconds
sleep(0.01)
println(typeof(n0), " ", time_ns() - n0 >= 10_000_000)
d = tempdir() * "/jlc_mkdir_test_" * string(getpid())
println(mkdir(d) == d, " ", isdir(d))
try
    mkdir(d)
catch e
    println(typeof(e), " ", occursin("file already exists (EEXIST)", sprint(showerror, e)))
end
rm(d)
println(isdir(d))
try
    ENV["JLC_NO_SUCH_VAR"]
catch e
    showerror(stdout, e); println()
end
