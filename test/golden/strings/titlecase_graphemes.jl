# titlecase: a word starts at a non-letter that also starts a grapheme, so a
using Unicode
# combining mark or a ZWJ stays in the word before it (Julia's examples first)
println(titlecase("the JULIA programming language"))
println(titlecase("ISS - international space station", strict=false))
println(titlecase("a-a b-b", wordsep = c->c==' '))
println(titlecase("hello wORLD"), " ", titlecase("hello wORLD"; strict=false))
println(titlecase("e\u0301cole e\u0301LAN") == "E\u0301cole E\u0301lan")
println(titlecase("ab-cd e\u0301f") == "Ab-Cd E\u0301f")
println(repr(titlecase("a\r\nb c")))
println(titlecase("x\u200dy") == "X\u200dy", " ", titlecase("don't stop", wordsep = isspace))
println(titlecase("ǆemal ǉubljana"))
println(isgraphemebreak('a', '\u0301'), " ", isgraphemebreak('a', 'b'), " ", isgraphemebreak('\r', '\n'))
# regional indicators pair up: 🇺🇸 then 🇬🇧
s = Ref(Int32(0))
println([isgraphemebreak!(s, a, b) for (a, b) in zip("\U1F1FA\U1F1F8\U1F1EC", "\U1F1F8\U1F1EC\U1F1E7")])
