# Libdl: a library opened at run time, a function found by name and called
# through its pointer, and the throw_error = false forms.
using Libdl
h = Libdl.dlopen("libm.so.6")
cosine = Libdl.dlsym(h, :cos)
println(ccall(cosine, Float64, (Float64,), 0.0))
println(ccall(dlsym(h, "pow"), Cdouble, (Cdouble, Cdouble), 2.0, 10.0))
println(dlsym(h, :no_such_function; throw_error = false) === nothing)
println(dlopen("libjlc_not_there"; throw_error = false) === nothing)
println(dlopen_e("libjlc_not_there") == C_NULL)
println(find_library(["libjlc_not_there", "libm.so.6"]))
println(RTLD_LAZY | RTLD_GLOBAL, " ", dlext)
try
    dlsym(h, :no_such_function)
catch e
    println(typeof(e), ": ", startswith(e.msg, "could not load symbol \"no_such_function\""))
end
println(dlclose(h))
