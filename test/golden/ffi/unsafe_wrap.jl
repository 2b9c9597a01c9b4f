# Pointers to memory C owns: unsafe_wrap (no copy: writes show on both
# sides; growing moves the elements to a Vector of its own), structs loaded
# and stored through a Ptr, C's type names, Ref to Ptr conversions.
p = Ptr{Int64}(ccall(:calloc, Ptr{Cvoid}, (Csize_t, Csize_t), 4, sizeof(Int64)))
a = unsafe_wrap(Array, p, 4)
a[2] = 7
unsafe_store!(p, 5, 3)
println(a, " ", unsafe_load(p, 2), " ", typeof(a))
m = unsafe_wrap(Array, p, (2, 2))
println(m, " ", size(m))
push!(a, 9)
a[1] = -1
println(a, " ", unsafe_load(p, 1))
ccall(:free, Cvoid, (Ptr{Cvoid},), p)
struct Vec3
    x::Float64
    y::Float64
    z::Float64
end
vs = [Vec3(1, 2, 3), Vec3(4, 5, 6)]
GC.@preserve vs begin
    q = pointer(vs)
    println(unsafe_load(q, 2))
    unsafe_store!(q, Vec3(0, 0, 1))
end
println(vs[1])
println(sizeof(Csize_t), " ", sizeof(Cint), " ", sizeof(Culong), " ", sizeof(Cdouble), " ", sizeof(Cchar), " ",
        Cuint === UInt32, " ", Clonglong === Int64, " ", Cfloat === Float32)
r = Ref{Cdouble}(0.0)
ccall(:modf, Cdouble, (Cdouble, Ptr{Cdouble}), 3.75, r)
println(r[])
s = "hello"
GC.@preserve s println(unsafe_string(pointer(s), 4), " ", unsafe_wrap(String, pointer(s), 3))
