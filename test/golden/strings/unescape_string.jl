# unescape_string: C escapes, \\x bytes, \\u/\\U characters, octal, keep, and Julia's errors
println(repr(unescape_string("aaa\\nbbb")))
println(unescape_string("\\u03c0"), " ", unescape_string("\\101"), " ", repr(unescape_string("aaa \\g \\n", ['g'])))
println(repr(unescape_string("tab\\there \\\"q\\\" back\\\\slash \\x41\\x4a \\U1F600 end\\")))
println(repr(unescape_string("\\e[1m\\0")))
for bad in ("\\q", "\\x", "\\777", "\\U110000")
    try
        unescape_string(bad)
    catch e
        println(e)
    end
end
