# @ccall of a C varargs function: the arguments after `;` are passed as C
# passes variable arguments (a double in its register, for printf's %g).
buf = zeros(UInt8, 64)
n = @ccall snprintf(buf::Ptr{UInt8}, length(buf)::Csize_t, "%d|%s|%.3g|%c"::Cstring;
                    42::Cint, "jlc"::Cstring, 2.5::Cdouble, Cint('x')::Cint)::Cint
println(n, " ", unsafe_string(pointer(buf)))
len = @ccall snprintf(C_NULL::Ptr{UInt8}, 0::Csize_t, "%ld-%ld"::Cstring; 123::Clong, (-7)::Clong)::Cint
println(len)
