# offsets and ranges are string indices (bytes), as Julia's are
s = "αβγ 123 δ"
m = match(r"\d+", s)::RegexMatch
println(m.match, " ", m.offset, " ", s[m.offset:m.offset+2])
m = match(r"β(.)", s)::RegexMatch
println(m.match, " ", m.offset, " ", m[1], " ", m.offsets)
println(findfirst(r"γ", s), " ", findfirst(r"δ", s))
println(occursin(r"^\w+"i, "Äbc"), " ", match(r"\w+", "Äbc déf").match)
println(replace("naïve café", r"[éï]" => "_"))
