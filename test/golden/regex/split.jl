# split at the matches of a Regex
println(split("a1b22c333d", r"\d+"))
println(split("a, b,c ,  d", r"\s*,\s*"))
println(split("a1b2c3", r"\d"))
println(split("a1b2c3", r"\d", keepempty=false))
println(split("one  two   three", r" +", limit=2))
println(split("abc", r""))
println(split("", r","))
