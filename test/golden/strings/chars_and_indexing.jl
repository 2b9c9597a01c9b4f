s = "héllo, wörld"
println(length(s), " ", sizeof(s), " ", s[1], " ", s[2], " ", s[end])
for c in "aé€😀"
    print(c, ":", codepoint(c), " ")
end
println()
println(uppercase("hello"), " ", reverse("abc"), " ", "ab"^3, " ", startswith(s, "hé"), " ", endswith(s, "x"))
println('a' + 1, " ", 'z' - 'a', " ", Char(0x00e9), " ", isdigit('7'), " ", isletter('!'))
show(stdout, 'é'); println()
println(s[3])
