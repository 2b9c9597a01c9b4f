# Base functions a program reaches for (issue 21): only, get with a default,
# other integer index types, findfirst/findall over a Dict, unique of any
# iterable, write of arrays and codeunits, copyto! within one array.
report(f) = try
    println(f())
catch e
    println(sprint(showerror, e))
end

println(only([7]), " ", only((5,)), " ", only("x"))
report(() -> only(Int[]))
report(() -> only([1, 2]))

v = [10, 20, 30]
println(get(v, 3, 0), " ", get(v, 0, :none), " ", get(v, 4, nothing))
println(v[Int32(3)], " ", v[UInt8(1)], " ", v[Int16(2)])
v[UInt8(1)] = 99
println(v)
m = [1 2; 3 4]
println(m[Int32(2), UInt8(1)], " ", m[Int16(1), 2], " ", m[2, Int8(2)])
m[UInt16(2), 2] = 40
println(m)
report(() -> v[UInt64(4)])

d = Dict(:a => 1, :b => 2, :c => 1)
println(sort(findall(==(1), d)), " ", findfirst(==(2), d), " ", findfirst(>(5), d))
println(sort([:b, :c, :a]), " ", isless(:abc, :abd))

println(unique(x % 3 for x in 1:10), " ", unique((1, 2, 1, 3)), " ", unique("hello"))

io = IOBuffer()
n1 = write(io, UInt8[0x41 0x42; 0x43 0x44])
n2 = write(io, view(UInt8[0x45, 0x46, 0x47], 2:3))
n3 = write(io, codeunits("hé"))
println(n1, " ", n2, " ", n3, " ", String(take!(io)))
println(String(codeunits("abc")) == "abc")

a = [1, 2, 3, 4, 5]
copyto!(a, 2, a, 1, 4)
println(a)
a = [1, 2, 3, 4, 5]
copyto!(a, 1, a, 2, 4)
println(a)
b = zeros(Int, 3)
unsafe_copyto!(b, 1, [7, 8, 9], 1, 3)
println(b)
