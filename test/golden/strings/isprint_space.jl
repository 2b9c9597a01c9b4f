# isprint (categories Lu to Zs) and isspace, which have small tables of their own
for c in ('a', ' ', '\u00a0', '\u00ad', '\u0378', '\u2028', '\ue000', '\U0001f600', '\U000e0100', '\U000e0001', '\U0010ffff', '\u3000', '\u200b')
    println(repr(c), " ", isprint(c), " ", isspace(c))
end
println(strip("\u2003\u3000 x \u205f"), "|", split("a\u1680b\u202fc"))
println(parse(Int, "\u2009 42\u00a0"))
