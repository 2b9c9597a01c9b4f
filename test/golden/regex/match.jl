# match: the matched text, its offset, the captures (nothing when a group
# took no part), and nothing when there is no match
m = match(r"a(b+)c", "xxabbbcyy")::RegexMatch
println(m.match, " ", m.offset, " ", m[1], " ", m.captures, " ", m.offsets)
println(typeof(m.match), " ", m isa RegexMatch)
println(match(r"x", "abc") === nothing)
m = match(r"(a)|(b)", "b")::RegexMatch
println(m.captures[1] === nothing, " ", m[2], " ", m.offsets)
m = match(r"\d+", "ab12cd345", 5)::RegexMatch
println(m.match, " ", m.offset)
m = match(r"o", SubString("foo boo", 4))::RegexMatch
println(m.offset, " ", m.match)
println(match(r"^$", "") !== nothing, " ", match(r"b*", "aaa").match == "")
