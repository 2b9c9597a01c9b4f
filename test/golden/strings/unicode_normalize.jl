# Unicode.normalize (NFC/NFD/NFKC/NFKD, casefold, stripmark, newline2ls) through utf8proc, and graphemes, as Julia (facts from its docs and test/unicode)
using Unicode
s = "e\u0301"                      # e + combining acute
println(length(s), " ", length(Unicode.normalize(s, :NFC)), " ", Unicode.normalize(s, :NFC) == "\u00e9")
println(length(Unicode.normalize("\u00e9", :NFD)), " ", codeunits(Unicode.normalize("\u00e9", :NFD)) == codeunits(s))
println(Unicode.normalize("ﬁ", :NFKC), " ", Unicode.normalize("ﬁ", :NFC), " ", Unicode.normalize("²", :NFKD))
println(Unicode.normalize("JuLiA", casefold=true))
println(Unicode.normalize("JúLiA", stripmark=true))
println(Unicode.normalize("Straße", casefold=true))
println(Unicode.normalize("a\nb", newline2ls=true) == "a\u2028b")
println(collect(graphemes("e\u0301a")))
println(length(graphemes("🇺🇸🇫🇷x")), " ", length("🇺🇸🇫🇷x"))
for g in graphemes("ab\r\nc")
    print(repr(g), " ")
end
println()
try
    Unicode.normalize("x", :NFX)
catch e
    println(e)
end
try
    Unicode.normalize("x", compose=false, stripmark=true)
catch e
    println(e)
end
try
    Unicode.normalize("a\xffb", :NFC)
catch e
    println(e)
end
