# C interop: C type names, Cstring, pointers, conversions of ccall arguments
# (String, Array, Ref, integers), libraries by name, @ccall, and Julia's errors.
v = [1.0, 2.0, 3.0]
p = pointer(v)
println(unsafe_load(p, 2), " ", unsafe_load(p))
GC.@preserve v begin
    unsafe_store!(p, 5.0, 1)
    unsafe_store!(p + 8, 7)
end
println(v)
ENV["JLC_FFI_TEST"] = "value"
println(unsafe_string(ccall(:getenv, Cstring, (Cstring,), "JLC_FFI_TEST")))
println(ccall((:cos, "libm.so.6"), Cdouble, (Cdouble,), 0.0))
println(@ccall "libm.so.6".sqrt(16.0::Cdouble)::Cdouble)
const LIBM = "libm.so.6"
println(ccall((:pow, LIBM), Float64, (Float64, Float64), 2, 10))
r = Ref{Cint}(0)
n = ccall(:sscanf, Cint, (Cstring, Cstring, Ptr{Cint}), "42", "%d", r)
println(n, " ", r[])
buf = zeros(UInt8, 16)
ccall(:snprintf, Cint, (Ptr{UInt8}, Csize_t, Cstring, Cint), buf, length(buf), "n=%d", 7)
println(unsafe_string(pointer(buf)))
s = "hello"
println(unsafe_string(pointer(s) + 1, 3))
a = Int32[5, 1, 4]
println(ccall(:abs, Cint, (Cint,), -3), " ", typeof(C_NULL), " ", C_NULL == Ptr{Cvoid}(0))
try
    ccall(:strlen, Csize_t, (Cstring,), "a\0b")
catch e
    println(sprint(showerror, e))
end
try
    ccall((:nosuchfn, "libm.so.6"), Cvoid, ())
catch e
    println(split(sprint(showerror, e), '\n')[1])
end
try
    ccall((:f, "libnotthere"), Cvoid, ())
catch e
    println(sprint(showerror, e))
end
