s = "Hello, world"
ss = SubString(s, 1, 5)
println(ss)
show(ss); println()
println(typeof(ss))
println(ss == "Hello", " ", "Hello" == ss, " ", ss == SubString("Hello!", 1, 5))
println(length(ss), " ", ncodeunits(ss), " ", sizeof(ss), " ", lastindex(ss))
u = "αβγδ"
v = SubString(u, 3, 5)
println(v, " ", length(v), " ", ncodeunits(v), " ", v[1], " ", v[3])
for c in v
    print(c, '|')
end
println()
println(SubString(s, 8), " ", SubString(SubString(s, 8), 2, 4))
println(isempty(SubString(s, 3, 2)), " ", repr(SubString(s, 3, 2)))
println(String(ss) * "!", " ", ss * '!', " ", string(ss, 1))
println(chop("March") isa SubString{String})
println(collect(codeunits("abc")), " ", length(codeunits("héllo")), " ", codeunits("abc")[2])
println(String(UInt8[0x4a, 0x75, 0x6c, 0x69, 0x61]))
b = UInt8[0x68, 0x69]
t = String(b)
println(t, " ", length(b))
println(Vector{UInt8}("hé"))
println(first("Julia"), last("Julia"), " ", first("Julia", 3), " ", last("Julia", 2))
