# A String holds any bytes. Invalid UTF-8 iterates as invalid Chars, as in
# Julia: a lone byte, a truncated sequence, an overlong encoding each make
# one Char of those bytes, which isvalid rejects, prints as '\xff' and has
# no code point.
s = "a\xffb\xe2\x82\xc0\x80z\xf0\x9f\x98\x80"
println(length(s), " ", ncodeunits(s), " ", isvalid(s), " ", isvalid("aé😀"))
for c in s
    println(repr(c), " ", isvalid(c), " ", ncodeunits(c))
end
println(collect(s))
println(collect(eachindex(s)))
println(repr(s))
println(reverse(s) == "\U1f600z\xc0\x80\xe2\x82b\xffa")
println(s[2] == '\xff', " ", reinterpret(UInt32, s[2]) == 0xff000000, " ", s[4], " ", s[4:4] == "\xe2\x82")
try
    println(Int(s[2]))
catch e
    println(sprint(showerror, e))
end
println(join(map(c -> isvalid(c) ? uppercase(c) : c, collect(s))) == "A\xffB\xe2\x82\xc0\x80Z\U1f600")
t = SubString(s, 2, 4)
println(repr(t), " ", length(t), " ", collect(t))
println(string('\xff', 'x', '\xe2\x82') == "\xffx\xe2\x82", " ", codeunits("\xff\xfe") == [0xff, 0xfe])
