# Regex and RegexMatch print as Julia shows them
show(r"a+"); println()
println(r"a\d+b"i)
println(r"x"imsx)
show(r"say \"hi\""); println()
show(r""); println()
show(match(r"a(b)", "ab")); println()
show(match(r"ab", "ab")); println()
show(match(r"(a)|(b)", "b")); println()
println(repr(match(r"(\w+)@(\w+)", "me@host")))
show(s"\1-\2"); println()
# the flag a (ASCII): bytes, not characters
show(r"\w+"a); println()
println(occursin(r"\w"a, "é"), " ", occursin(r"\w", "é"))
# options no flag gives show as a constructor call
show(Regex("a", UInt32(0), UInt32(0))); println()
# quotes and the backslashes before them, escaped as in a raw string
show(r"a\\\"b"); println()
m = match(r"(a)(b)?", "a")::RegexMatch
println(length(m), " ", haskey(m, 2), " ", haskey(m, 3), " ", haskey(match(r"(?<k>a)", "a")::RegexMatch, :k))
println([c for c in m])
