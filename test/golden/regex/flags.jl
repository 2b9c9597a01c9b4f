# the flags i (case), m (multi-line ^ $), s (. matches newline), x (spaces ignored)
println(occursin(r"abc"i, "xABCx"), " ", occursin(r"abc", "xABCx"))
text = "one\ntwo\nthree"
println([String(m.match) for m in eachmatch(r"^\w+$"m, text)])
println(match(r"^\w+$", text) === nothing)
println(match(r"e.t"s, "one\ntwo").match == "e\nt", " ", match(r"e.t", "one\ntwo") === nothing)
println(match(r"a b c"x, "abc").match)
println(match(r"(?i)hello", "HeLLo").match)
println(occursin(Regex("a+b", "i"), "AAB"), " ", Regex("x.y"))
