# the examples of Julia's regex.jl docstrings
show(match(r"a+.*b+.*?d$"ism, "Goodbye,\nOh, angry,\nBad world\n")); println()
m = match(r"(?<hour>\d+):(?<minute>\d+)(am|pm)?", "11:30 in the morning")::RegexMatch
show(m); println()
println(m.match, " ", m["minute"])
rx = r"a(.)a"
show(rx); println()
show(match(rx, "cabac")); println()
println(match(rx, "cabac", 3) === nothing)
println(startswith("JuliaLang", r"Julia|Romeo"), " ", endswith("JuliaLang", r"Lang|Roberts"))
