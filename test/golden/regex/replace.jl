# replace with a Regex: substitution strings (\1, \g<name>, \0, \\), plain
# strings, functions, and count
println(replace("hello world", r"(\w+) (\w+)" => s"\2 \1"))
println(replace("abcde", r"(..)(?P<byname>d)" => s"\g<byname>xy\\\1"))
println(replace("a1b22c333", r"\d+" => s"<\0>"))
println(replace("a1b22c333", r"\d+" => "#"))
println(replace("a1b22c333", r"\d+" => "#", count=2))
println(replace("hello world", r"o" => uppercase))
println(replace("2024-05-17", r"(?<y>\d+)-(?<m>\d+)-(?<d>\d+)" => s"\g<d>.\g<m>.\g<y>"))
println(replace("abc", r"" => "-"))
println(replace("aaa", r"a*" => "X"))
println(replace("x", r"(y)?x" => s"[\1]"))
try
    replace("a", r"(?P<x>)" => s"\g<y>")
catch e
    println(e isa ErrorException)
end
