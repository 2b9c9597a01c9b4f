# @cfunction of a known function as a C callback: qsort with a Julia
# comparison (Ref{T} arguments arrive as values), and a C function pointer
# called back through ccall.
function mycompare(a, b)::Cint
    return (a < b) ? -1 : ((a > b) ? +1 : 0)
end
v = [3.0, 1.5, -2.0, 8.25, 0.0]
cmp_c = @cfunction(mycompare, Cint, (Ref{Cdouble}, Ref{Cdouble}))
ccall(:qsort, Cvoid, (Ptr{Cdouble}, Csize_t, Csize_t, Ptr{Cvoid}), v, length(v), sizeof(Cdouble), cmp_c)
println(v)
struct Pair2
    key::Int32
    weight::Float64
end
byweight(a::Pair2, b::Pair2)::Cint = a.weight > b.weight ? -1 : a.weight < b.weight ? 1 : 0    # heaviest first
ps = [Pair2(1, 0.5), Pair2(2, 4.0), Pair2(3, 1.25)]
ccall(:qsort, Cvoid, (Ptr{Pair2}, Csize_t, Csize_t, Ptr{Cvoid}), ps, length(ps), sizeof(Pair2),
      @cfunction(byweight, Cint, (Ref{Pair2}, Ref{Pair2})))
println([p.key for p in ps])
twice(x::Cint)::Cint = 2x
f = @cfunction(twice, Cint, (Cint,))
println(typeof(f), " ", ccall(f, Cint, (Cint,), 21))
