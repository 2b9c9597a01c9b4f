# findall and count of a string or character pattern, length(s, i, j),
# eachindex's element type, isvalid(Char, u), view of a string.
println(findall("a", "banana"), " ", findall("aa", "aaaa"), " ", findall("aa", "aaaa", overlap=true))
println(findall('a', "banana"), " ", findall(isdigit, "a1b22"), " ", findall("", "ab"), " ", findall("x", "abc"))
println(count("a", "banana"), " ", count("aa", "aaaa"), " ", count("aa", "aaaa", overlap=true), " ", count('n', "banana"), " ", count(isuppercase, "aBcD"))
println(findall(r"a.", "banana"), " ", count(r"an", "banana"))
println(length("aéb", 2, 3), " ", length("aéb", 1, 4), " ", length("", 1, 0))
println(collect(eachindex("aé😀")), " ", eltype(eachindex("x")), " ", length(eachindex("aé")))
println(isvalid(Char, 0x110000), " ", isvalid(Char, 0xd800), " ", isvalid(Char, 65), " ", isvalid(String, "\xff"), " ", isvalid(Char, 'a'))
println(view("hello", 2:3), " ", typeof(@view "hello"[1:2]))
