# Case mapping and character classes over the whole of Unicode, as utf8proc
# answers them for Julia (ß uppercases to ẞ there; ǅ is a titlecase letter).
for c in ['Ա', 'ա', 'Ⴀ', 'ა', 'Ꭰ', 'ꭰ', '𐐀', '𐐨', 'Ａ', 'ａ', 'ǅ', 'ǆ', 'Ǆ', 'ß', 'ẞ', 'ﬁ', 'Σ', 'ς', 'Ⅻ', 'א']
    println(c, " ", uppercase(c), " ", lowercase(c), " ", titlecase(c), " ",
            isuppercase(c), " ", islowercase(c), " ", isletter(c))
end
println(isnumeric('٣'), isdigit('٣'), isnumeric('௰'), isnumeric('Ⅻ'), isletter('Ⅻ'))
println(ispunct('·'), ispunct('、'), ispunct('§'), ispunct('🂡'), isprint('🂡'), isletter('ༀ'), isletter('ﷺ'))
println(isspace('\u3000'), isprint('\u3000'), isspace('\u2028'), isprint('\u2028'), isprint('\ufeff'))
println(isprint('\ue000'), isletter('\ue000'), isprint('\U10ffff'), isprint(Char(0x110000)), isletter(Char(0x110000)))
println(textwidth('Ａ'), textwidth('ア'), textwidth('한'), textwidth('\u0301'), textwidth('é'), textwidth('⛵'),
        textwidth('😀'), textwidth('\u200b'), textwidth('\ue000'), textwidth('\u00ad'), textwidth('ᄀ'))
println(textwidth("Ａｂ한 é"), " ", textwidth("e\u0301"))
println(uppercase("Straße"), " ", lowercase("ΑΣ"), " ", uppercase("ⴀⴁ"), " ", lowercase("𐐀𐐁"), " ", uppercase("ꭰꭱ"))
println(titlecase("ǆemal ǈubljana"), " ", uppercasefirst("ǆ"), " ", titlecase("հայերեն"), " ", lowercasefirst("ＡＢ"))
println(repr("a\u2028b"), " ", repr('\ue000'), " ", repr("𐐀\ufeff"))
