# String(::Vector{Char}) joins the characters' encodings; String(v) of a
# Vector{UInt8} takes the bytes and leaves v empty (Julia's documentation:
# "it will be truncated to zero length"); of any other byte vector it copies.
println(String(['J', 'u', 'l', 'i', 'a']))
s = String(['α', 'β', '∀', 'x'])
println(s, " ", length(s), " ", ncodeunits(s))
println(repr(String(Char[])))
v = UInt8[0x68, 0x65, 0x6c, 0x6c, 0x6f]
t = String(v)
println(t, " ", length(v), " ", isempty(v))
push!(v, 0x21)
println(t, " ", String(v))
w = UInt8[0x61, 0x62, 0x63, 0x64]
println(String(view(w, 2:3)), " ", length(w))
println(String(w[1:2]), " ", length(w))
println(String(copy(w)), " ", length(w))
