# escape_string with esc, keep, ascii and fullhex
println(escape_string("aaa\nbbb"))
println(escape_string("aaa\nbbb"; keep = '\n'))
println(escape_string("\xfe\xff"))
println(escape_string(string('\u2135', '\0')), " ", escape_string(string('\u2135', '\0', '0')))
println(escape_string("a\"b", "\""), " ", escape_string("a\tb\n", keep = ('\t',)), " ", escape_string("x\ty", keep = "\t"))
println(escape_string("ℵé😀"; ascii = true), " ", escape_string("ℵé😀"; ascii = true, fullhex = true))
println(escape_string("é1"; ascii = true), " ", escape_string("\x01"; fullhex = true), " ", escape_string("\u200b"))
println(repr(sprint(io -> escape_string(io, "q\"\n", "\""; keep = "\n"))))
