# named groups: m[:name], m["name"], and show with the names
m = match(r"(?<a>.)(.)(?<b>.)", "xyz")::RegexMatch
println(m[:a] == "x", " ", m[2] == "y", " ", m["b"] == "z")
show(m); println()
d = match(r"(?<year>\d{4})-(?<month>\d\d)-(?<day>\d\d)", "due 2024-05-17!")::RegexMatch
println(d[:year], "/", d[:month], "/", d[:day], " at ", d.offset)
try
    d[:hour]
catch e
    println(e)
end
