# findall and count with a Regex, overlapping or not; == compares patterns and flags
println(join(findall(r"a+", "aa b aaa"), " "))
println(join(findall(r"aa", "aaaa"), " "), " | ", join(findall(r"aa", "aaaa", overlap=true), " "))
println(isempty(findall(r"x", "abc")), " ", join(findall(r"", "ab"), " "), " ", join(findall(r"é", "aébé"), " "))
println(count(r"\d", "a1b22c333"), " ", count(r"aa", "aaaa"), " ", count(r"aa", "aaaa", overlap=true))
println(r"a+" == Regex("a+"), " ", r"a+" == r"a+"i, " ", r"a+" == r"b+")
